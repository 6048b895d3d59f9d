import { keepPreviousData, queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';

// What a list screen asks a paginated endpoint for.
export type PageRequest = { page: number; perPage: number; sort?: { id: string; desc: boolean } };

// Laravel's paging parameters; the sort as `-column` for descending (proposed for new lists).
export function pageParams({ page, perPage, sort }: PageRequest): Record<string, string | number> {
  const params: Record<string, string | number> = { page, per_page: perPage };
  if (sort) params.sort = `${sort.desc ? '-' : ''}${sort.id}`;
  return params;
}

// A page of a list: the previous page stays on screen while the next loads (no flash of skeletons),
// a page left before it arrives cancels its request (React Query's signal goes to axios), and a list
// that cannot be asked yet (no filter chosen, a menu not opened) passes `null` and sends nothing.
export function paginatedQueryOptions<TPage, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: ((signal: AbortSignal) => Promise<TPage>) | null,
) {
  return queryOptions({
    queryKey,
    queryFn: fetchPage ? ({ signal }) => fetchPage(signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
