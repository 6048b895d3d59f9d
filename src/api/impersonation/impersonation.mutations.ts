import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startImpersonation, stopImpersonation } from '../session';
import { cancelImpersonating, startImpersonating } from './impersonation.api';

// Starting or stopping changes whose data every screen shows, so the cache starts empty.
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { id: number; name: string }) => ({
      target,
      ...(await startImpersonating(target.id)),
    }),
    onSuccess: ({ target, token }) => {
      queryClient.clear();
      startImpersonation({ userId: target.id, name: target.name, token });
    },
  });
}

export function useStopImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => cancelImpersonating(userId),
    // Stop locally even when the server could not be told, so nobody stays stuck as someone else.
    onSettled: () => {
      stopImpersonation();
      queryClient.clear();
    },
  });
}
