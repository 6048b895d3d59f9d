import { useQueryClient } from '@tanstack/react-query';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import type { ReferenceList } from '../reference-data';
import { userKeys } from '../users/user.keys';
import type { OrgDataApi } from './org-data.api';
import type { NewOrgItem, OrgItem, RenameOrgItem, ReorderOrgItem } from './org-data.schemas';
import type { OrgListEdits } from './org-list-edits';

type Message = { message: string };
type Rollback<T> = { previous: T[] | undefined };

// The mutation hooks of one organisation list. Each writes its change into the list's reference cache
// (setQueryData), so every screen sees it at once and nothing is refetched.
export function defineOrgDataMutations<T>(api: OrgDataApi, list: ReferenceList<T[]>, edits: OrgListEdits<T>) {
  function useEdit() {
    const queryClient = useQueryClient();
    return (edit: (rows: readonly T[]) => T[]) =>
      queryClient.setQueryData<T[]>(list.queryKey(), (rows) => (rows ? edit(rows) : rows));
  }

  // 422 on name (required, taken) goes to the form.
  function useCreate(options?: MutationHookOptions<OrgItem, NewOrgItem>) {
    const edit = useEdit();
    return useMutationWithOptions(
      {
        mutationFn: api.create,
        onSuccess: (created) => void edit((rows) => edits.added(rows, created)),
        meta: { errorContext: 'form' },
      },
      options,
    );
  }

  function useRename(options?: MutationHookOptions<OrgItem, RenameOrgItem>) {
    const edit = useEdit();
    return useMutationWithOptions(
      {
        mutationFn: api.rename,
        onSuccess: (renamed) => void edit((rows) => edits.renamed(rows, renamed)),
        meta: { errorContext: 'form' },
      },
      options,
    );
  }

  // The people who had the item are left without it: their lists and profiles refetch.
  function useDelete(options?: MutationHookOptions<Message, number>) {
    const queryClient = useQueryClient();
    const edit = useEdit();
    return useMutationWithOptions(
      {
        mutationFn: api.remove,
        onSuccess: (_answer, id) => {
          edit((rows) => edits.removed(rows, id));
          void queryClient.invalidateQueries({ queryKey: userKeys.all() });
        },
        meta: { errorContext: 'mutation' },
      },
      options,
    );
  }

  // Optimistic: the new order shows at once; a refusal puts the old one back (the error policy tells why).
  function useReorder(options?: MutationHookOptions<Message, ReorderOrgItem, Rollback<T>>) {
    const queryClient = useQueryClient();
    const edit = useEdit();
    return useMutationWithOptions<Message, ReorderOrgItem, Rollback<T>>(
      {
        mutationFn: api.reorder,
        onMutate: async (move) => {
          await queryClient.cancelQueries({ queryKey: list.queryKey() });
          const previous = queryClient.getQueryData<T[]>(list.queryKey());
          edit((rows) => edits.moved(rows, move));
          return { previous };
        },
        onError: (_error, _move, rollback) => {
          if (rollback?.previous) queryClient.setQueryData(list.queryKey(), rollback.previous);
        },
        meta: { errorContext: 'mutation' },
      },
      options,
    );
  }

  return { useCreate, useRename, useDelete, useReorder };
}

export type OrgDataMutations<T> = ReturnType<typeof defineOrgDataMutations<T>>;
