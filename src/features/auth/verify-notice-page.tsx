import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useResendVerification } from '@/api/auth/auth.mutations';
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@/api/auth/auth.schemas';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { defineScreen } from '@/components/layout/screen';
import { useUrlState } from '@/components/url/use-url-state';
import { AuthFooterLink } from './shared/auth-footer-link';
import { AuthForm } from './shared/auth-form';
import { AuthHeading } from './shared/auth-heading';
import { EmailField } from './shared/email-field';
import { verifyNoticeUrl } from './verify-notice-url';

// After sign-up or a refused log in: the address must be confirmed first; the link can be sent again.
function VerifyNoticePage() {
  const router = useRouter();
  const resend = useResendVerification();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  const [email] = useUrlState(verifyNoticeUrl);

  // The address is in the link only once the router is ready.
  useEffect(() => {
    if (router.isReady && email !== null) form.setValue('email', email);
  }, [router.isReady, email, form]);

  const submit = usePageFormSubmit(form, {
    save: (values) => resend.mutateAsync(values.email),
    fields: ['email'],
  });

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
        onSubmit={submit.onSubmit}
        error={submit.error}
        submitLabel="Send the link again"
        submitting={submit.saving}
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
