import type { CandidateListParams } from '@/api/recruitment/recruitment.api';
import type { ListState } from '@/lib/list-params';
import {
  activeCandidateQueryOf,
  activeCandidateSortOf,
  BOARD_PAGE_SIZE,
  type ActiveCandidateListFilters,
} from '@/lib/recruitment-list';

// What the active candidates list asks GET recruitment/candidates for its state (the list screen and
// the contract test share it): the table a page at a time, the board the whole pipeline in one page.
export function activeCandidateParamsOf({
  filters,
  sort,
  page,
  perPage,
}: ListState<ActiveCandidateListFilters>): CandidateListParams {
  const board = filters.layout === 'board';
  return {
    filters: activeCandidateQueryOf(filters),
    page: board ? 1 : page,
    perPage: board ? BOARD_PAGE_SIZE : perPage,
    sort: activeCandidateSortOf(sort),
  };
}
