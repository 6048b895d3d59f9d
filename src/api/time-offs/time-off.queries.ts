import { queryOptions, useQuery } from '@tanstack/react-query';
import { isDateRangeInOrder } from '@/lib/date-range';
import { isValidDateText } from '@/lib/validation';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { paginatedQueryOptions } from '../paginated-query';
import { timeOffKeys } from './time-off.keys';
import type {
  TimeOff,
  TimeOffCounts,
  TimeOffPage,
  TimeOffPreview,
  TimeOffPreviewInput,
} from './time-off.schemas';
import {
  fetchTimeOff,
  fetchTimeOffCounts,
  fetchTimeOffs,
  previewTimeOff,
  type TimeOffListParams,
} from './time-offs.api';

// A page of requests; the previous page stays on screen while the next loads. `enabled: false` (the
// router not ready) sends nothing.
export const timeOffsQuery = (params: TimeOffListParams, enabled = true) =>
  paginatedQueryOptions(timeOffKeys.list(params), enabled ? (signal) => fetchTimeOffs(params, signal) : null);

export function useTimeOffs(params: TimeOffListParams, options?: QueryHookOptions<TimeOffPage>) {
  return useQuery(withQueryOptions(timeOffsQuery(params, options?.enabled !== false), options));
}

// The badges: requests waiting for me, pending overall.
export const timeOffCountsQuery = () =>
  queryOptions({
    queryKey: timeOffKeys.counts(),
    queryFn: ({ signal }) => fetchTimeOffCounts(signal),
    meta: { errorContext: 'page' },
  });

export function useTimeOffCounts(options?: QueryHookOptions<TimeOffCounts>) {
  return useQuery(withQueryOptions(timeOffCountsQuery(), options));
}

// One request (the drawer); no id sends nothing. The drawer shows a failure itself, with Retry.
export const timeOffQuery = (id: number | null) =>
  queryOptions({
    queryKey: timeOffKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchTimeOff(id ?? 0, signal),
    enabled: id !== null,
    meta: { errorContext: 'page' },
  });

export function useTimeOff(id: number | null, options?: QueryHookOptions<TimeOff>) {
  return useQuery(withQueryOptions(timeOffQuery(id), options, id !== null));
}

// Asked only for a whole, ordered range.
export const isPreviewable = (values: TimeOffPreviewInput): boolean =>
  isValidDateText(values.start_date) &&
  isValidDateText(values.end_date) &&
  isDateRangeInOrder(values.start_date, values.end_date);

// The live preview of a request being typed (the caller debounces the values): a POST that stores
// nothing, so a query keyed by the values. A 422 (not enough days, an overlap) is its error.
export const timeOffPreviewQuery = (values: TimeOffPreviewInput) =>
  queryOptions({
    queryKey: timeOffKeys.preview(values),
    queryFn: ({ signal }) => previewTimeOff(values, signal),
    meta: { errorContext: 'check' },
    retry: false,
  });

export function useTimeOffPreview(values: TimeOffPreviewInput, options?: QueryHookOptions<TimeOffPreview>) {
  return useQuery(withQueryOptions(timeOffPreviewQuery(values), options, isPreviewable(values)));
}
