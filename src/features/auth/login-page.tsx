import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { useLogin } from '@/api/auth/auth.mutations';
import { loginInputSchema, type LoginInput } from '@/api/auth/auth.schemas';
import { isMockingEnabled } from '@/api/config';
import { useSession } from '@/api/use-session';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormError } from '@/components/form/form-error';
import { FormTextField } from '@/components/form/form-text-field';
import { defineScreen } from '@/components/layout/screen';
import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import { safeReturnTo } from '@/lib/return-to';
import { DemoAccounts } from './components/demo-accounts';
import { PasswordField } from './components/password-field';

const FIELDS = ['email', 'password'] as const;

function LoginPage() {
  const router = useRouter();
  const { token } = useSession();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const returnTo = safeReturnTo(router.query.returnTo);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (token && router.isReady) void router.replace(returnTo);
  }, [token, router, returnTo]);

  const submit = form.handleSubmit((values) =>
    login.mutateAsync(values).then(
      () => router.replace(returnTo),
      (error: unknown) => {
        if (applyServerErrors(error, form.setError, FIELDS)) return;
        if (isApiError(error) && error.status === 403 && /verif/i.test(error.message)) {
          void router.push(`/verify-notice?email=${encodeURIComponent(values.email)}`);
        }
      },
    ),
  );

  return (
    <Box>
      <Typography variant="h1" component="h1" gutterBottom>
        Log in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Welcome back. Sign in with your work e-mail.
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Log in">
        <FormError message={form.formState.errors.root?.server?.message} />
        <Stack spacing={2}>
          <FormTextField
            control={form.control}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            autoFocus
          />
          <PasswordField
            control={form.control}
            name="password"
            label="Password"
            autoComplete="current-password"
          />
          <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
            Log in
          </Button>
          <Link component={NextLink} href="/forgot-password" sx={{ alignSelf: 'center' }}>
            Forgot your password?
          </Link>
        </Stack>
      </form>
      {isMockingEnabled ? (
        <DemoAccounts
          onUse={(account) => {
            form.reset({ email: account.email, password: DEMO_PASSWORD });
            void form.setFocus('password');
          }}
        />
      ) : null}
    </Box>
  );
}

export const LoginScreen = defineScreen(LoginPage, { title: 'Log in', access: 'public', layout: 'auth' });
