import type { Paginator } from '@/api/common.schemas';

// The page a request asks for (?page=); anything unreadable is the first.
export function requestedPage(url: URL): number {
  return Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1));
}

// Laravel's paginator over rows already filtered and ordered. A page past the end answers the last
// (this mock's rule since its first list, so a deleted last row never strands the client on a blank page).
export function paginate<T>(rows: readonly T[], url: URL, perPage: number): Paginator<T> {
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const page = Math.min(requestedPage(url), lastPage);
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total: rows.length,
  };
}
