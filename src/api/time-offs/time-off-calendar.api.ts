import { request } from '../http';
import { timeOffCalendarListQuery } from './time-off-calendar-list.query';
import {
  CALENDAR_MAX_PER_PAGE,
  timeOffCalendarSchema,
  type TimeOffCalendarFilters,
  type TimeOffCalendarPage,
} from './time-off-calendar.schemas';

export type TimeOffCalendarParams = {
  from: string;
  to: string;
  filters: TimeOffCalendarFilters;
  page: number;
  perPage?: number;
};

// GET time-offs/calendar: a page of people (at most 100) with their time off in [from, to], and the
// range's holidays. The whole answer is returned: the paginator and the holidays beside it.
export async function fetchTimeOffCalendar(
  { from, to, filters, page, perPage = CALENDAR_MAX_PER_PAGE }: TimeOffCalendarParams,
  signal?: AbortSignal,
): Promise<TimeOffCalendarPage> {
  return request(timeOffCalendarSchema, {
    method: 'GET',
    url: 'time-offs/calendar',
    params: timeOffCalendarListQuery.params({ from, to, ...filters }, { page, perPage }),
    signal,
  });
}
