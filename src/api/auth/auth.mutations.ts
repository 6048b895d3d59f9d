import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession, startSession } from '../session';
import { forgotPassword, login, resendVerification, resetPassword, verifyEmail } from './auth.api';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      // Nothing cached for a previous user may survive into this session.
      queryClient.clear();
      startSession(token);
    },
    meta: { errorContext: 'form' },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return () => {
    endSession();
    queryClient.clear();
  };
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { errorContext: 'form' } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { errorContext: 'form' } });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { errorContext: 'form' } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { errorContext: 'mutation' } });
}
