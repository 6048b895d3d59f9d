import { useQueries } from '@tanstack/react-query';
import { referenceLists, type ReferenceListName } from '@/api/reference-registry';
import { useSession } from '@/api/use-session';

// Starts loading the lists a screen declares as soon as the user arrives; each loads once.
export function ReferenceDataLoader({ lists }: { lists: ReferenceListName[] }) {
  const { token } = useSession();
  useQueries({
    queries: lists.map((name) => {
      const list = referenceLists[name];
      return {
        queryKey: list.queryKey(),
        queryFn: list.fetch,
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        meta: { errorContext: 'reference' as const },
        enabled: !list.needsToken || Boolean(token),
      };
    }),
  });
  return null;
}
