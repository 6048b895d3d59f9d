import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useResendVerification } from '@/api/auth/auth.mutations';
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@/api/auth/auth.schemas';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { defineScreen } from '@/components/layout/screen';
import { AuthFooterLink } from './components/auth-footer-link';
import { AuthForm } from './components/auth-form';
import { AuthHeading } from './components/auth-heading';
import { EmailField } from './components/email-field';

// After sign-up or a refused log in: the address must be confirmed first; the link can be sent again.
function VerifyNoticePage() {
  const router = useRouter();
  const resend = useResendVerification();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (router.isReady && typeof router.query.email === 'string') form.setValue('email', router.query.email);
  }, [router.isReady, router.query.email, form]);

  const submit = form.handleSubmit((values) =>
    resend
      .mutateAsync(values.email)
      .catch((error: unknown) => applyServerErrors(error, form.setError, ['email'])),
  );

  return (
    <Box>
      <AuthHeading title="Verify your e-mail">
        We sent a verification link to your e-mail. Open it to finish setting up your account. Nothing
        arrived? Check your spam folder or send the link again.
      </AuthHeading>
      {resend.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {resend.data.message}
        </Alert>
      ) : null}
      <AuthForm
        label="Resend verification link"
        onSubmit={submit}
        error={form.formState.errors.root?.server?.message}
        submitLabel="Send the link again"
        submitting={form.formState.isSubmitting}
      >
        <EmailField control={form.control} />
      </AuthForm>
      <AuthFooterLink href="/login">Back to log in</AuthFooterLink>
    </Box>
  );
}

export const VerifyNoticeScreen = defineScreen(VerifyNoticePage, {
  title: 'Verify your e-mail',
  access: 'public',
  layout: 'auth',
});
