import { useQueryClient } from '@tanstack/react-query';
import { decodeToken, endSession, isSameAccount, startSession, type TokenClaims } from '../session';
import { forgotPassword, login, resendVerification, resetPassword, verifyEmail } from './auth.api';
import { type MutationHookOptions, useMutationWithOptions } from '../hook-options';
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput, VerifyEmailInput } from './auth.schemas';

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export function useLogin(options?: MutationHookOptions<Answer<typeof login>, LoginInput>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: login,
      onSuccess: ({ token }) => {
        // Nothing cached for a previous user may survive into this session.
        queryClient.clear();
        startSession(token);
      },
      meta: { errorContext: 'form' },
    },
    options,
  );
}

// Logging in again over a screen whose session ran out: the same identity in the same organisation
// keeps what is cached (refetched), so the screen and what was typed on it stay; anyone else (another
// identity with the same e-mail included) starts clean.
export function useLogInAgain(
  previous: TokenClaims | null,
  options?: MutationHookOptions<Answer<typeof login>, LoginInput>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: login,
      onSuccess: ({ token }) => {
        const next = decodeToken(token);
        const same = next !== null && isSameAccount(previous, next) && next.tenant === previous?.tenant;
        if (!same) queryClient.clear();
        startSession(token);
        if (same) void queryClient.invalidateQueries();
      },
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useLogout() {
  const queryClient = useQueryClient();
  return () => {
    endSession();
    queryClient.clear();
  };
}

export function useForgotPassword(
  options?: MutationHookOptions<Answer<typeof forgotPassword>, ForgotPasswordInput>,
) {
  return useMutationWithOptions({ mutationFn: forgotPassword, meta: { errorContext: 'form' } }, options);
}

export function useResetPassword(
  options?: MutationHookOptions<Answer<typeof resetPassword>, ResetPasswordInput>,
) {
  return useMutationWithOptions({ mutationFn: resetPassword, meta: { errorContext: 'form' } }, options);
}

export function useVerifyEmail(options?: MutationHookOptions<Answer<typeof verifyEmail>, VerifyEmailInput>) {
  return useMutationWithOptions({ mutationFn: verifyEmail, meta: { errorContext: 'form' } }, options);
}

export function useResendVerification(
  options?: MutationHookOptions<Answer<typeof resendVerification>, string>,
) {
  return useMutationWithOptions(
    { mutationFn: resendVerification, meta: { errorContext: 'mutation' } },
    options,
  );
}
