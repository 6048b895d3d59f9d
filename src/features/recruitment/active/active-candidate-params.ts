import type { CandidateListParams } from '@/api/recruitment/recruitment.api';
import type { CandidateFilters, CandidateSortKey } from '@/api/recruitment/candidates.query';
import type { ListSortOf } from '@/api/list-query';
import type { ListDefaults, ListSort, ListState } from '@/lib/list-params';
import {
  ACTIVE_CANDIDATE_LIST_DEFAULTS,
  BOARD_PAGE_SIZE,
  type ActiveCandidateListFilters,
} from '@/features/recruitment/active/active-candidate-url';
import { isOneOf } from '@/lib/one-of';
import { isPipelineStage, STALE_WARNING_DAYS } from '@/lib/recruitment-stages';

// What the active candidates list asks GET recruitment/candidates for its state (the list screen and
// the contract test share it): the table a page at a time, the board the whole pipeline in one page.

// The API's sort keys an active candidate has (a rejection date only the rejected have).
export const ACTIVE_CANDIDATE_SORTS = [
  'name',
  'stage',
  'days_in_stage',
  'last_activity_at',
  'created_at',
] as const satisfies readonly CandidateSortKey[];
export type ActiveSortKey = (typeof ACTIVE_CANDIDATE_SORTS)[number];

export const ACTIVE_CANDIDATE_SCREEN_DEFAULTS: ListDefaults<ActiveCandidateListFilters> = {
  ...ACTIVE_CANDIDATE_LIST_DEFAULTS,
  sortable: ACTIVE_CANDIDATE_SORTS,
};

// Only what is set is sent (the declaration leaves out empty values); a stage the pipeline does not
// have (a hand-edited link) is left out.
export function activeCandidateQueryOf(filters: ActiveCandidateListFilters): CandidateFilters {
  return {
    status: 'active',
    stages: filters.stage.filter(isPipelineStage),
    position_ids: [...filters.position],
    seniority_ids: [...filters.seniority],
    skills: [...filters.skill],
    sources: [...filters.source],
    owner_ids: [...filters.owner],
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    // "Stale" is the first flag: longer than the warning's days in the stage.
    stale_days: filters.stale ? STALE_WARNING_DAYS : undefined,
    search: filters.q.trim(),
  };
}

const isActiveSort = isOneOf(ACTIVE_CANDIDATE_SORTS);

export const activeCandidateSortOf = (sort: ListSort): ListSortOf<ActiveSortKey> => ({
  id: isActiveSort(sort.id) ? sort.id : 'last_activity_at',
  desc: sort.desc,
});

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
