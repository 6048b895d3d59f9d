import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedFilterKeys } from './saved-filter.keys';
import { createSavedFilter, deleteSavedFilter } from './saved-filters.api';

// 422 on name ('The name field is required.', 'The name has already been taken.') goes to the form.
export function useCreateSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedFilter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedFilterKeys.lists() }),
    meta: { errorContext: 'form' },
  });
}

export function useDeleteSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSavedFilter(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedFilterKeys.lists() }),
  });
}
