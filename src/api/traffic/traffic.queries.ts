import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isDateRangeInOrder } from '@/lib/date-range';
import { isValidDateText } from '@/lib/validation';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { paginatedQueryOptions } from '../paginated-query';
import {
  fetchIncomingHires,
  fetchTraffic,
  fetchTrafficSummary,
  type IncomingHireParams,
  type TrafficPageParams,
  type TrafficSummaryParams,
} from './traffic.api';
import { trafficKeys } from './traffic.keys';
import type { IncomingHire, TrafficPage, TrafficSummary } from './traffic.schemas';

const isWholeRange = ({ from, to }: { from: string; to: string }) =>
  isValidDateText(from) && isValidDateText(to) && isDateRangeInOrder(from, to);

// A page of the planner; the pages of a long list may be asked for in parallel (useQueries with this).
export const trafficPageQuery = (params: TrafficPageParams, enabled = true) =>
  paginatedQueryOptions(
    trafficKeys.page(params),
    enabled && isWholeRange(params) ? (signal) => fetchTraffic(params, signal) : null,
  );

export function useTrafficPage(params: TrafficPageParams, options?: QueryHookOptions<TrafficPage>) {
  return useQuery(withQueryOptions(trafficPageQuery(params, options?.enabled !== false), options));
}

// The screen shows a failure itself (with Retry); the last answer stays while the next loads.
export const trafficSummaryQuery = (params: TrafficSummaryParams) =>
  queryOptions({
    queryKey: trafficKeys.summary(params),
    queryFn: ({ signal }) => fetchTrafficSummary(params, signal),
    enabled: isWholeRange(params),
    placeholderData: keepPreviousData,
    meta: { errorContext: 'page' },
  });

export function useTrafficSummary(params: TrafficSummaryParams, options?: QueryHookOptions<TrafficSummary>) {
  return useQuery(withQueryOptions(trafficSummaryQuery(params), options));
}

// Who is about to join, for those who may see recruitment; the timeline says when it failed.
export const incomingHiresQuery = (params: IncomingHireParams, enabled = true) =>
  queryOptions({
    queryKey: trafficKeys.incoming(params),
    queryFn: ({ signal }) => fetchIncomingHires(params, signal),
    enabled: enabled && isWholeRange(params),
    placeholderData: keepPreviousData,
    meta: { errorContext: 'page' },
  });

export function useIncomingHires(params: IncomingHireParams, options?: QueryHookOptions<IncomingHire[]>) {
  return useQuery(withQueryOptions(incomingHiresQuery(params, options?.enabled !== false), options));
}
