import { useQueryClient } from '@tanstack/react-query';
import { savedFilterKeys } from './saved-filter.keys';
import type { NewSavedFilter, SavedFilter } from './saved-filter.schemas';
import { createSavedFilter, deleteSavedFilter } from './saved-filters.api';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// 422 on name ('The name field is required.', 'The name has already been taken.') goes to the form.
export function useCreateSavedFilter(options?: MutationHookOptions<SavedFilter, NewSavedFilter>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: createSavedFilter,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: savedFilterKeys.lists() }),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useDeleteSavedFilter(
  options?: MutationHookOptions<Awaited<ReturnType<typeof deleteSavedFilter>>, number>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (id: number) => deleteSavedFilter(id),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: savedFilterKeys.lists() }),
    },
    options,
  );
}
