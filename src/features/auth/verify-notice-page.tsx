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
import { useResendVerification } from '@/api/auth/auth.mutations';
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@/api/auth/auth.schemas';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormTextField } from '@/components/form/form-text-field';
import { defineScreen } from '@/components/layout/screen';

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
      <Typography variant="h1" component="h1" gutterBottom>
        Verify your e-mail
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We sent a verification link to your e-mail. Open it to finish setting up your account. Nothing
        arrived? Check your spam folder or send the link again.
      </Typography>
      {resend.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {resend.data.message}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate aria-label="Resend verification link">
        <Stack spacing={2}>
          <FormTextField
            control={form.control}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            required
          />
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Send the link again
          </Button>
        </Stack>
      </form>
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={NextLink} href="/login">
          Back to log in
        </Link>
      </Box>
    </Box>
  );
}

export const VerifyNoticeScreen = defineScreen(VerifyNoticePage, {
  title: 'Verify your e-mail',
  access: 'public',
  layout: 'auth',
});
