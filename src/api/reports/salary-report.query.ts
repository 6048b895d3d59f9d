import { defineListQuery, listFilter, type FiltersOfQuery } from '../list-query';
import { groupByMessage, INTEGER_MESSAGE, reportYear, YEAR_MESSAGE } from './report-filters';
import { REPORT_GROUPS } from './report.schemas';

// GET reports/salary (proposed): one year (this year when left out), a row per person or department
// (person when left out), narrowed by departments and people. Not paged; the screen sorts.
export const salaryReportQuery = defineListQuery({
  sorts: [],
  filters: {
    year: reportYear(),
    group_by: listFilter.oneOf(REPORT_GROUPS.salary),
    department_ids: listFilter.ids(),
    user_ids: listFilter.ids(),
  },
  paging: 'none',
  messages: {
    year: YEAR_MESSAGE,
    group_by: groupByMessage(REPORT_GROUPS.salary),
    department_ids: INTEGER_MESSAGE,
    user_ids: INTEGER_MESSAGE,
  },
});

export type SalaryReportFilters = FiltersOfQuery<typeof salaryReportQuery>;
