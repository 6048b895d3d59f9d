import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { fetchMediaBytes } from './media.api';
import { mediaKeys } from './media.keys';

// A stored file's bytes (GET media/{id}); the screen shows a failure itself, with Retry.
export function useMediaBytes(id: number | null, options?: QueryHookOptions<ArrayBuffer>) {
  return useQuery(
    withQueryOptions(
      queryOptions({
        queryKey: mediaKeys.bytes(id ?? 0),
        queryFn: () => fetchMediaBytes(id ?? 0),
        staleTime: Infinity,
        meta: { errorContext: 'page' },
      }),
      options,
      id !== null,
    ),
  );
}
