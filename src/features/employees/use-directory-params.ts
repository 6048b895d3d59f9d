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

  // Merges into the URL as it is when called, not as it was when the caller rendered: a debounced
  // search must not undo a tab switch made in the meantime.
  const update = useCallback(
    (patch: Partial<DirectoryCriteria>, nextSort?: DirectorySort) => {
      const current = criteriaFromQuery(router.query);
      const query = criteriaToQuery({ ...current, ...patch }, nextSort ?? sortFromQuery(router.query));
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    },
    [router],
  );

  return { criteria, sort, update, ready: router.isReady };
}
