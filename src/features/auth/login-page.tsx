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
import { PasswordField } from '@/components/form/password-field';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { defineScreen } from '@/components/layout/screen';
import { useUrlState } from '@/components/url/use-url-state';
import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import { DemoAccounts } from './login/demo-accounts';
import { loginUrl } from './login-url';
import { AuthForm } from './shared/auth-form';
import { AuthHeading } from './shared/auth-heading';
import { EmailField } from './shared/email-field';
import { VERIFY_NOTICE_PATH, verifyNoticeUrl } from './verify-notice-url';

const FIELDS = ['email', 'password'] as const;

function LoginPage() {
  const router = useRouter();
  const { token } = useSession();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const [returnTo] = useUrlState(loginUrl);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (token && router.isReady) void router.replace(returnTo);
  }, [token, router, returnTo]);

  const submit = usePageFormSubmit(form, {
    save: (values) => login.mutateAsync(values),
    fields: FIELDS,
    // The form stays busy until the page it returns to has opened.
    onSaved: () => router.replace(returnTo),
    // An address not confirmed yet: the page that sends its link again, for the address sent (trimmed).
    onFailed: (error) => {
      if (isApiError(error) && error.status === 403 && /verif/i.test(error.message)) {
        const email = form.getValues('email').trim();
        void router.push({ pathname: VERIFY_NOTICE_PATH, query: verifyNoticeUrl.write(email) });
      }
    },
  });

  return (
    <Box>
      <AuthHeading title="Log in">Welcome back. Sign in with your work e-mail.</AuthHeading>
      <AuthForm
        label="Log in"
        onSubmit={submit.onSubmit}
        error={submit.error}
        submitLabel="Log in"
        submitting={submit.saving}
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
