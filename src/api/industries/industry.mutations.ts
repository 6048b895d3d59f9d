import { useQueryClient } from '@tanstack/react-query';
import { industriesList } from './industries.reference';
import { createIndustry } from './industries.api';
import type { Industry } from './industry.schemas';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// Adds an industry and puts it in the reference list at once, so a form can select it. Reference lists
// never go stale on their own (staleTime Infinity), so the list is also invalidated explicitly to take
// the server's order.
export function useCreateIndustry(options?: MutationHookOptions<Industry, string>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (name: string) => createIndustry(name),
      onSuccess: async (created) => {
        const key = industriesList.queryKey();
        queryClient.setQueryData<Industry[]>(key, (list) =>
          list ? [...list.filter((item) => item.id !== created.id), created] : [created],
        );
        await queryClient.invalidateQueries({ queryKey: key });
      },
      meta: { errorContext: 'form' },
    },
    options,
  );
}
