import { useQuery } from '@tanstack/react-query';
import { isDateRangeInOrder } from '@/lib/date-range';
import { isValidDateText } from '@/lib/validation';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { paginatedQueryOptions } from '../paginated-query';
import { fetchTimeOffCalendar, type TimeOffCalendarParams } from './time-off-calendar.api';
import { timeOffCalendarKeys } from './time-off-calendar.keys';
import type { TimeOffCalendarPage } from './time-off-calendar.schemas';

const isWholeRange = ({ from, to }: TimeOffCalendarParams) =>
  isValidDateText(from) && isValidDateText(to) && isDateRangeInOrder(from, to);

// A page of the calendar; pages of a long list may be asked for in parallel (useQueries with this).
export const timeOffCalendarQuery = (params: TimeOffCalendarParams, enabled = true) =>
  paginatedQueryOptions(
    timeOffCalendarKeys.page(params),
    enabled && isWholeRange(params) ? (signal) => fetchTimeOffCalendar(params, signal) : null,
  );

export function useTimeOffCalendar(
  params: TimeOffCalendarParams,
  options?: QueryHookOptions<TimeOffCalendarPage>,
) {
  return useQuery(withQueryOptions(timeOffCalendarQuery(params, options?.enabled !== false), options));
}
