import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useResetPassword } from '@/api/auth/auth.mutations';
import {
  PASSWORD_MIN_LENGTH,
  resetPasswordInputSchema,
  type ResetPasswordInput,
} from '@/api/auth/auth.schemas';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormError } from '@/components/form/form-error';
import { FormTextField } from '@/components/form/form-text-field';
import { defineScreen } from '@/components/layout/screen';
import { PasswordField } from './components/password-field';

const FIELDS = ['email', 'token', 'password', 'password_confirmation'] as const;

function queryValue(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

function ResetPasswordPage() {
  const router = useRouter();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { email: '', token: '', password: '', password_confirmation: '' },
  });

  // The e-mailed link carries the token and the address.
  useEffect(() => {
    if (!router.isReady) return;
    form.setValue('token', queryValue(router.query.token));
    if (!form.getValues('email')) form.setValue('email', queryValue(router.query.email));
  }, [router.isReady, router.query.token, router.query.email, form]);

  const submit = form.handleSubmit((values) =>
    reset.mutateAsync(values).catch((error: unknown) => applyServerErrors(error, form.setError, FIELDS)),
  );
  const tokenError = form.formState.errors.token?.message;

  return (
    <Box>
      <Typography variant="h1" component="h1" gutterBottom>
        Choose a new password
      </Typography>
      {reset.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {reset.data.message} You can log in with your new password now.
          </Alert>
          <Button variant="contained" component={NextLink} href="/login">
            Go to log in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Reset password">
          <FormError message={form.formState.errors.root?.server?.message ?? tokenError} />
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="email"
              label="E-mail"
              type="email"
              autoComplete="username"
              required
            />
            <PasswordField
              control={form.control}
              name="password"
              label="New password"
              autoComplete="new-password"
            />
            <PasswordField
              control={form.control}
              name="password_confirmation"
              label="Repeat new password"
              autoComplete="new-password"
            />
            <Typography variant="body2" color="text.secondary">
              At least {PASSWORD_MIN_LENGTH} characters.
            </Typography>
            <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
              Save new password
            </Button>
          </Stack>
        </form>
      )}
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={NextLink} href="/forgot-password">
          Send a new link
        </Link>
      </Box>
    </Box>
  );
}

export const ResetPasswordScreen = defineScreen(ResetPasswordPage, {
  title: 'Reset password',
  access: 'public',
  layout: 'auth',
});
