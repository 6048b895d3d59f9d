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
import { PasswordField } from '@/components/form/password-field';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { defineScreen } from '@/components/layout/screen';
import { useUrlState } from '@/components/url/use-url-state';
import { resetPasswordUrl } from './reset-password-url';
import { AuthFooterLink } from './shared/auth-footer-link';
import { AuthForm } from './shared/auth-form';
import { AuthHeading } from './shared/auth-heading';
import { EmailField } from './shared/email-field';

const FIELDS = ['email', 'token', 'password', 'password_confirmation'] as const;

function ResetPasswordPage() {
  const router = useRouter();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { email: '', token: '', password: '', password_confirmation: '' },
  });

  const [link] = useUrlState(resetPasswordUrl);

  // The e-mailed link carries the token and the address, once the router is ready.
  useEffect(() => {
    if (!router.isReady) return;
    form.setValue('token', link.token);
    if (!form.getValues('email')) form.setValue('email', link.email);
  }, [router.isReady, link.token, link.email, form]);

  const submit = usePageFormSubmit(form, { save: (values) => reset.mutateAsync(values), fields: FIELDS });

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
          onSubmit={submit.onSubmit}
          error={submit.error ?? form.formState.errors.token?.message}
          submitLabel="Save new password"
          submitting={submit.saving}
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
