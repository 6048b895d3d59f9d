import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useForm } from 'react-hook-form';
import { useForgotPassword } from '@/api/auth/auth.mutations';
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@/api/auth/auth.schemas';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormError } from '@/components/form/form-error';
import { FormTextField } from '@/components/form/form-text-field';
import { defineScreen } from '@/components/layout/screen';

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
      <Typography variant="h1" component="h1" gutterBottom>
        Forgot your password?
      </Typography>
      {forgot.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {forgot.data.message} Check the inbox of {form.getValues('email')}.
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Enter your work e-mail and we will send you a link to choose a new password.
          </Typography>
          <form onSubmit={submit} noValidate aria-label="Forgot password">
            <FormError message={form.formState.errors.root?.server?.message} />
            <Stack spacing={2}>
              <FormTextField
                control={form.control}
                name="email"
                label="E-mail"
                type="email"
                autoComplete="email"
                required
                autoFocus
              />
              <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
                Send reset link
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={NextLink} href="/login">
          Back to log in
        </Link>
      </Box>
    </Box>
  );
}

export const ForgotPasswordScreen = defineScreen(ForgotPasswordPage, {
  title: 'Forgot password',
  access: 'public',
  layout: 'auth',
});
