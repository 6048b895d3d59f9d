import { TIME_OFF_STATUSES } from '@/lib/time-off-labels';
import { defineListQuery, listFilter, type FiltersOfQuery } from '../list-query';

export const CALENDAR_MAX_PER_PAGE = 100;

// GET time-offs/calendar (proposed): people by name over the range from..to, narrowed by these filters
// (statuses: pending and approved when left out), at most 100 a page; the API sorts by name only.
export const timeOffCalendarListQuery = defineListQuery({
  sorts: [],
  filters: {
    from: listFilter.required(listFilter.day()),
    to: listFilter.required(listFilter.day()),
    department_ids: listFilter.ids(),
    user_ids: listFilter.ids(),
    search: listFilter.text(),
    statuses: listFilter.manyOf(TIME_OFF_STATUSES),
  },
  maxPerPage: CALENDAR_MAX_PER_PAGE,
  perPage: CALENDAR_MAX_PER_PAGE,
  messages: { from: 'The :field field must be a valid date.', to: 'The :field field must be a valid date.' },
});

// The calendar's filters besides its range.
export type TimeOffCalendarFilters = Omit<FiltersOfQuery<typeof timeOffCalendarListQuery>, 'from' | 'to'>;
