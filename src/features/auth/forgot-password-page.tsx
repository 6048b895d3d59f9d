import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useForgotPassword } from '@/api/auth/auth.mutations';
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@/api/auth/auth.schemas';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { defineScreen } from '@/components/layout/screen';
import { AuthFooterLink } from './shared/auth-footer-link';
import { AuthForm } from './shared/auth-form';
import { AuthHeading } from './shared/auth-heading';
import { EmailField } from './shared/email-field';

function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const submit = usePageFormSubmit(form, { save: (values) => forgot.mutateAsync(values), fields: ['email'] });

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
            onSubmit={submit.onSubmit}
            error={submit.error}
            submitLabel="Send reset link"
            submitting={submit.saving}
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
