import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { paginatedQueryOptions } from '../paginated-query';
import type {
  Candidate,
  CandidateDuplicate,
  CandidateNote,
  RecruitmentStage,
  RejectionInsights,
  RejectionReason,
  StageEvent,
} from './candidate.schemas';
import {
  fetchCandidate,
  fetchCandidateNotes,
  fetchCandidates,
  fetchDuplicates,
  fetchRejectionInsights,
  fetchRejectionReasons,
  fetchStageHistory,
  fetchStages,
  type CandidateListParams,
  type DuplicateQuery,
} from './recruitment.api';
import { recruitmentKeys } from './recruitment.keys';
import type { RejectionInsightsPeriod } from './rejection-insights.query';

type Page = Awaited<ReturnType<typeof fetchCandidates>>;

// A page of candidates; the previous page stays on screen while the next loads.
export const candidatesQuery = (params: CandidateListParams, enabled = true) =>
  paginatedQueryOptions(
    recruitmentKeys.list(params),
    enabled ? (signal) => fetchCandidates(params, signal) : null,
  );

export function useCandidates(params: CandidateListParams, options?: QueryHookOptions<Page>) {
  return useQuery(withQueryOptions(candidatesQuery(params, options?.enabled !== false), options));
}

// The screen shows failures itself too (with Retry); SPEC §8 still applies: a 404 goes to /404.
const inline = { meta: { errorContext: 'page' } } as const;
const checking = { meta: { errorContext: 'check' } } as const;
const reference = { meta: { errorContext: 'reference' } } as const;

export function useCandidate(id: number | null, options?: QueryHookOptions<Candidate>) {
  return useQuery(
    withQueryOptions(
      queryOptions({
        queryKey: recruitmentKeys.detail(id ?? 0),
        queryFn: ({ signal }) => fetchCandidate(id ?? 0, signal),
        enabled: id !== null,
        ...inline,
      }),
      options,
    ),
  );
}

export function useStages(options?: QueryHookOptions<RecruitmentStage[]>) {
  return useQuery(
    withQueryOptions(
      queryOptions({
        queryKey: recruitmentKeys.stages(),
        queryFn: ({ signal }) => fetchStages(signal),
        ...reference,
      }),
      options,
    ),
  );
}

// The reasons change rarely: kept for the session.
export function useRejectionReasons(options?: QueryHookOptions<RejectionReason[]>) {
  return useQuery(
    withQueryOptions(
      queryOptions({
        queryKey: recruitmentKeys.reasons(),
        queryFn: ({ signal }) => fetchRejectionReasons(signal),
        staleTime: Infinity,
        ...reference,
      }),
      options,
    ),
  );
}

const hasDuplicateKey = (query: DuplicateQuery) => Boolean(query.email || query.phone || query.linkedin);

// Asked for once there is something to match (callers debounce what is typed).
export function useDuplicates(query: DuplicateQuery, options?: QueryHookOptions<CandidateDuplicate[]>) {
  return useQuery(
    withQueryOptions(
      queryOptions({
        queryKey: recruitmentKeys.duplicates(query),
        queryFn: ({ signal }) => fetchDuplicates(query, signal),
        enabled: hasDuplicateKey(query),
        ...checking,
      }),
      options,
    ),
  );
}

export function useStageHistory(id: number, options?: QueryHookOptions<StageEvent[]>) {
  return useQuery(
    withQueryOptions(
      queryOptions({
        queryKey: recruitmentKeys.history(id),
        queryFn: ({ signal }) => fetchStageHistory(id, signal),
        ...inline,
      }),
      options,
    ),
  );
}

export function useCandidateNotes(id: number, options?: QueryHookOptions<CandidateNote[]>) {
  return useQuery(
    withQueryOptions(
      queryOptions({
        queryKey: recruitmentKeys.notes(id),
        queryFn: ({ signal }) => fetchCandidateNotes(id, signal),
        ...inline,
      }),
      options,
    ),
  );
}

export function useRejectionInsights(
  range: RejectionInsightsPeriod,
  options?: QueryHookOptions<RejectionInsights>,
) {
  return useQuery(
    withQueryOptions(
      queryOptions({
        queryKey: recruitmentKeys.insights(range),
        queryFn: ({ signal }) => fetchRejectionInsights(range, signal),
        ...inline,
      }),
      options,
    ),
  );
}
