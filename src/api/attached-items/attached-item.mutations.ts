import { useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import type { WithNewFiles } from './attached-item.schemas';
import type { AttachedItemCalls } from './attached-items.api';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// The three changes of an attached-item resource. Each refreshes the profile before the caller's
// onSuccess; the add and edit forms take 422 on their fields, a failed delete is told as a toast.

export function useCreateAttachedItem<Item, Input extends WithNewFiles>(
  calls: AttachedItemCalls<Item, Input>,
  userId: number,
  options?: MutationHookOptions<Item[], Input>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (input: Input) => calls.create(userId, input),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export type ItemUpdate<Input> = { id: number; input: Input };

export function useUpdateAttachedItem<Item, Input extends WithNewFiles>(
  calls: AttachedItemCalls<Item, Input>,
  userId: number,
  options?: MutationHookOptions<Item[], ItemUpdate<Input>>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: ({ id, input }: ItemUpdate<Input>) => calls.update(userId, id, input),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useDeleteAttachedItems<Item, Input extends WithNewFiles>(
  calls: AttachedItemCalls<Item, Input>,
  userId: number,
  options?: MutationHookOptions<Item[], readonly number[]>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (ids: readonly number[]) => calls.remove(userId, ids),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
