import { defineListQuery, listFilter, type FiltersOfQuery } from '../list-query';
import { TIME_OFF_STATUSES, TIME_OFF_TYPES } from './time-off.schemas';

// GET time-offs (proposed): the requests list's sort keys and filters, declared once for the request,
// the screen and the mock. `from`/`to` keep requests overlapping the range; project_manager_ids those of
// people booked, on a day of the request, on a project these managers run.
export const timeOffListQuery = defineListQuery({
  sorts: ['start_date', 'user', 'type', 'status', 'working_days'],
  filters: {
    statuses: listFilter.manyOf(TIME_OFF_STATUSES),
    types: listFilter.manyOf(TIME_OFF_TYPES),
    user_ids: listFilter.ids(),
    department_ids: listFilter.ids(),
    project_manager_ids: listFilter.ids(),
    from: listFilter.day(),
    to: listFilter.day(),
    awaiting_me: listFilter.flag(),
    search: listFilter.text(),
  },
  maxPerPage: 100,
  perPage: 25,
});

export type TimeOffListQueryFilters = FiltersOfQuery<typeof timeOffListQuery>;
export type TimeOffSortKey = (typeof timeOffListQuery.sorts)[number];
