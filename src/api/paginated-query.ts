import { keepPreviousData, queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';

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
