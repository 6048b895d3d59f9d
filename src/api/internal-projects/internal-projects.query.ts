import * as z from 'zod/mini';
import { CURRENCIES } from '@/lib/currency';
import { defineListQuery, listFilter, type FiltersOfQuery } from '../list-query';
import { PROJECT_STATUSES } from './internal-project.schemas';

// GET internal-projects and GET info/internal-projects (finance.md §2.3): the same filters, the list
// paged and sorted, the counts and totals for the whole selection.

const NAME_MAX = 255;
const name = () => z.optional(z.string().check(z.maxLength(NAME_MAX)));

const projectFilters = {
  statuses: listFilter.manyOf(PROJECT_STATUSES),
  search: name(),
  client: name(),
  project_manager_ids: listFilter.ids(),
  currency: listFilter.oneOf(CURRENCIES),
};
const messages = {
  search: `The search field must not be greater than ${NAME_MAX} characters.`,
  client: `The client field must not be greater than ${NAME_MAX} characters.`,
  project_manager_ids: 'The :field field must be an integer.',
};

export const projectListQuery = defineListQuery({
  sorts: [
    'title',
    'client',
    'project_manager',
    'status',
    'currency',
    'start_date',
    'end_date',
    'people_count',
    'forecast_month',
    'invoiced_ytd',
    'outstanding',
  ],
  filters: projectFilters,
  messages,
});

export const projectsInfoQuery = defineListQuery({
  sorts: [],
  filters: projectFilters,
  paging: 'none',
  messages,
});

export type ProjectFilters = FiltersOfQuery<typeof projectListQuery>;
export type ProjectSortKey = (typeof projectListQuery.sorts)[number];
