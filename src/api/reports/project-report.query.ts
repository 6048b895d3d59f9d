import { defineListQuery, listFilter, type FiltersOfQuery } from '../list-query';
import {
  currencyCodes,
  CURRENCY_MESSAGE,
  groupByMessage,
  INTEGER_MESSAGE,
  reportYear,
  YEAR_MESSAGE,
} from './report-filters';
import { REPORT_GROUPS } from './report.schemas';

// GET reports/income and GET reports/profitability (proposed): one year (this year when left out), a row
// per project, client or project manager (project when left out), narrowed by projects, clients (their
// names, as internal-projects/clients lists them), managers and currencies. Not paged; the screen sorts.
export const projectReportQuery = defineListQuery({
  sorts: [],
  filters: {
    year: reportYear(),
    group_by: listFilter.oneOf(REPORT_GROUPS.income),
    project_ids: listFilter.ids(),
    client_ids: listFilter.texts(),
    project_manager_ids: listFilter.ids(),
    currencies: currencyCodes(),
  },
  paging: 'none',
  messages: {
    year: YEAR_MESSAGE,
    group_by: groupByMessage(REPORT_GROUPS.income),
    project_ids: INTEGER_MESSAGE,
    project_manager_ids: INTEGER_MESSAGE,
    currencies: CURRENCY_MESSAGE,
  },
});

export type ProjectReportFilters = FiltersOfQuery<typeof projectReportQuery>;
