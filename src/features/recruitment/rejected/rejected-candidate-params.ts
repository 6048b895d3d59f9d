import type { CandidateFilters, CandidateSortKey } from '@/api/recruitment/candidates.query';
import type { ListSortOf } from '@/api/list-query';
import type { ListDefaults, ListSort } from '@/lib/list-params';
import { isOneOf } from '@/lib/one-of';
import { isPipelineStage } from '@/lib/recruitment-stages';
import {
  REJECTED_LIST_DEFAULTS,
  type RejectedListFilters,
  type RejectionPeriod,
} from '@/features/recruitment/rejected/rejected-candidate-url';

// What the rejected candidates list asks GET recruitment/candidates (and its CSV export) for its state
// (the list screen and the contract test share it).

// The API's sort keys the rejected list offers.
export const REJECTED_CANDIDATE_SORTS = [
  'name',
  'stage',
  'rejected_at',
] as const satisfies readonly CandidateSortKey[];
export type RejectedSortKey = (typeof REJECTED_CANDIDATE_SORTS)[number];

export const REJECTED_SCREEN_DEFAULTS: ListDefaults<RejectedListFilters> = {
  ...REJECTED_LIST_DEFAULTS,
  sortable: REJECTED_CANDIDATE_SORTS,
};

// Always the status and the period; the rest only when set (the declaration leaves out empty values).
export function rejectedQueryFiltersOf(
  filters: RejectedListFilters,
  period: RejectionPeriod,
): CandidateFilters {
  return {
    status: 'rejected',
    reason_ids: [...filters.reason],
    stages: filters.stage.filter(isPipelineStage),
    position_ids: [...filters.position],
    rejected_by_ids: [...filters.rejectedBy],
    sources: [...filters.source],
    from: period.from,
    to: period.to,
    search: filters.search.trim(),
  };
}

const isRejectedSort = isOneOf(REJECTED_CANDIDATE_SORTS);

export const rejectedSortOf = (sort: ListSort): ListSortOf<RejectedSortKey> => ({
  id: isRejectedSort(sort.id) ? sort.id : 'rejected_at',
  desc: sort.desc,
});
