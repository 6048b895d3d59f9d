import { defineListQuery, listFilter, type FiltersOfQuery } from '../list-query';
import { EMPLOYEE_STATUSES } from './user-list.schemas';

// GET users: the employees list's filters, declared once for the request, the screen and the mock. No
// sort keys: the API answers in id order and the directory sorts its rows itself. per_page=all answers
// every row at once; otherwise Laravel's paginator, 15 a page. with_candidates=1 (proposed) adds people
// in the recruitment pipeline, for a caller with recruitment::view (issue 30).
export const employeeListQuery = defineListQuery({
  sorts: [],
  filters: {
    status: listFilter.oneOf(EMPLOYEE_STATUSES),
    with_candidates: listFilter.flag(),
  },
  paging: 'page-and-size-or-all',
  perPage: 15,
  maxPerPage: 100,
});
export type EmployeeListFilters = FiltersOfQuery<typeof employeeListQuery>;

// GET users-with-certain-user-data: the people holding one reference item (a seniority band takes its
// grades). Both parameters required; a title is asked as its position (SPEC §7).
export const USER_DATA_TYPES = ['position', 'department', 'seniority'] as const;
export type UserDataType = (typeof USER_DATA_TYPES)[number];

export const usersWithUserDataListQuery = defineListQuery({
  sorts: [],
  filters: {
    data_type: listFilter.required(listFilter.oneOf(USER_DATA_TYPES)),
    data_id: listFilter.required(listFilter.id()),
  },
  paging: 'none',
});
