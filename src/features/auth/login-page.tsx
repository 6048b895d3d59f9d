import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
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
import { defineScreen } from '@/components/layout/screen';
import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import { safeReturnTo } from '@/lib/return-to';
import { AuthForm } from './components/auth-form';
import { AuthHeading } from './components/auth-heading';
import { DemoAccounts } from './components/demo-accounts';
import { EmailField } from './components/email-field';
import { PasswordField } from '@/components/form/password-field';

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
      <AuthHeading title="Log in">Welcome back. Sign in with your work e-mail.</AuthHeading>
      <AuthForm
        label="Log in"
        onSubmit={submit}
        error={form.formState.errors.root?.server?.message}
        submitLabel="Log in"
        submitting={form.formState.isSubmitting}
      >
        <EmailField control={form.control} autoComplete="username" autoFocus />
        <PasswordField
          control={form.control}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
      </AuthForm>
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={NextLink} href="/forgot-password">
          Forgot your password?
        </Link>
      </Box>
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
