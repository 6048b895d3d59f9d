import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useForgotPassword } from '@/api/auth/auth.mutations';
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@/api/auth/auth.schemas';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { defineScreen } from '@/components/layout/screen';
import { AuthFooterLink } from './components/auth-footer-link';
import { AuthForm } from './components/auth-form';
import { AuthHeading } from './components/auth-heading';
import { EmailField } from './components/email-field';

function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit((values) =>
    forgot.mutateAsync(values).catch((error: unknown) => applyServerErrors(error, form.setError, ['email'])),
  );

  return (
    <Box>
      {forgot.isSuccess ? (
        <>
          <AuthHeading title="Forgot your password?" />
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {forgot.data.message} Check the inbox of {form.getValues('email')}.
          </Alert>
        </>
      ) : (
        <>
          <AuthHeading title="Forgot your password?">
            Enter your work e-mail and we will send you a link to choose a new password.
          </AuthHeading>
          <AuthForm
            label="Forgot password"
            onSubmit={submit}
            error={form.formState.errors.root?.server?.message}
            submitLabel="Send reset link"
            submitting={form.formState.isSubmitting}
          >
            <EmailField control={form.control} autoFocus />
          </AuthForm>
        </>
      )}
      <AuthFooterLink href="/login">Back to log in</AuthFooterLink>
    </Box>
  );
}

export const ForgotPasswordScreen = defineScreen(ForgotPasswordPage, {
  title: 'Forgot password',
  access: 'public',
  layout: 'auth',
});
