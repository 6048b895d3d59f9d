import { useQueries, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';

type PageLike = { data: { last_page: number; total: number } };

type PageResult<TPage> = {
  data: TPage | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

const combinePages = <TPage>(results: PageResult<TPage>[]) => ({
  pages: results.map((result) => result.data),
  isPending: results.some((result) => result.isPending),
  failed: results.filter((result) => result.isError),
});

// Every page of a paginated read model (the planner's, the team calendar's): the first page says how
// many there are, the rest are asked for together once it has come. A later page failing still gives
// the pages that came; `retry` asks again for the failed ones only.
export function useAllPages<TPage extends PageLike, TKey extends QueryKey>(
  pageQuery: (page: number, enabled: boolean) => UseQueryOptions<TPage, Error, TPage, TKey>,
) {
  const first = useQuery(pageQuery(1, true));
  const lastPage = first.data?.data.last_page ?? 1;
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, lastPage - 1) }, (_, index) =>
      pageQuery(index + 2, first.isSuccess),
    ),
    combine: combinePages<TPage>,
  });
  const pages = useMemo(
    () => [first.data, ...rest.pages].filter((page): page is TPage => page !== undefined),
    [first.data, rest.pages],
  );
  return {
    pages,
    total: first.data?.data.total ?? 0,
    isPending: first.isPending || rest.isPending,
    isError: first.isError || rest.failed.length > 0,
    retry: () => {
      if (first.isError) void first.refetch();
      for (const page of rest.failed) void page.refetch();
    },
  };
}

// The holidays of several pages once each (a country's day comes with every page).
export function distinctHolidays<T extends { date: string; country: string }>(
  lists: readonly (readonly T[])[],
): T[] {
  const seen = new Set<string>();
  const all: T[] = [];
  for (const holiday of lists.flat()) {
    const key = `${holiday.date}|${holiday.country}`;
    if (seen.has(key)) continue;
    seen.add(key);
    all.push(holiday);
  }
  return all;
}
