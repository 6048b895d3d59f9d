import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { defineScreen } from '@/components/layout/screen';
import { AuthFooterLink } from './components/auth-footer-link';
import { AuthForm } from './components/auth-form';
import { AuthHeading } from './components/auth-heading';
import { EmailField } from './components/email-field';
import { PasswordField } from '@/components/form/password-field';

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

  return (
    <Box>
      <AuthHeading title="Choose a new password" />
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
        <AuthForm
          label="Reset password"
          onSubmit={submit}
          error={form.formState.errors.root?.server?.message ?? form.formState.errors.token?.message}
          submitLabel="Save new password"
          submitting={form.formState.isSubmitting}
        >
          <EmailField control={form.control} autoComplete="username" />
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
        </AuthForm>
      )}
      <AuthFooterLink href="/forgot-password">Send a new link</AuthFooterLink>
    </Box>
  );
}

export const ResetPasswordScreen = defineScreen(ResetPasswordPage, {
  title: 'Reset password',
  access: 'public',
  layout: 'auth',
});
