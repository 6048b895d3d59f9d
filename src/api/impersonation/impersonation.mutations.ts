import { useQueryClient } from '@tanstack/react-query';
import { startImpersonation, stopImpersonation } from '../session';
import { cancelImpersonating, startImpersonating } from './impersonation.api';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import type { ImpersonationStart } from './impersonation.schemas';

export type ImpersonationTarget = { id: number; name: string };
export type StartedImpersonation = ImpersonationStart & { target: ImpersonationTarget };

// Starting or stopping changes whose data every screen shows, so the cache starts empty.
export function useStartImpersonation(
  options?: MutationHookOptions<StartedImpersonation, ImpersonationTarget>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: async (target: ImpersonationTarget): Promise<StartedImpersonation> => ({
        target,
        ...(await startImpersonating(target.id)),
      }),
      onSuccess: ({ target, token }) => {
        queryClient.clear();
        startImpersonation({ userId: target.id, name: target.name, token });
      },
    },
    options,
  );
}

export function useStopImpersonation(options?: MutationHookOptions<string, number>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (userId: number) => cancelImpersonating(userId),
      // Stop locally even when the server could not be told, so nobody stays stuck as someone else.
      onSettled: () => {
        stopImpersonation();
        queryClient.clear();
      },
    },
    options,
  );
}
