import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import {
  criteriaFromQuery,
  criteriaToQuery,
  sortFromQuery,
  type DirectoryCriteria,
  type DirectorySort,
} from '@/lib/employee-directory';

// Filters, sort and the active/archived tab live in the URL, so every view can be linked and reloaded.
export function useDirectoryParams() {
  const router = useRouter();
  const criteria = useMemo(() => criteriaFromQuery(router.query), [router.query]);
  const sort = useMemo(() => sortFromQuery(router.query), [router.query]);

  const update = useCallback(
    (patch: Partial<DirectoryCriteria>, nextSort: DirectorySort = sort) => {
      const query = criteriaToQuery({ ...criteria, ...patch }, nextSort);
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    },
    [criteria, sort, router],
  );

  return { criteria, sort, update, ready: router.isReady };
}
