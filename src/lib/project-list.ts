import * as z from 'zod/mini';
import { listParam, type ListDefaults } from './list-params';

// The projects list as it lives in the URL (/projects?statuses=active&currency=EUR&sort=title:asc):
// the same filters the API takes (finance.md §2.3), so a link reloads the same page.

export const projectListSchema = z.object({
  statuses: listParam.texts(),
  search: listParam.text(),
  client: listParam.optionalText(),
  projectManagerIds: listParam.ids(),
  currency: listParam.optionalText(),
});

// Sortable columns: the API's sort keys.
export const PROJECT_LIST_SORTS = [
  'title',
  'client',
  'project_manager',
  'status',
  'currency',
  'start_date',
  'people_count',
  'forecast_month',
  'invoiced_ytd',
  'outstanding',
] as const;

export const PROJECT_LIST_DEFAULTS: ListDefaults<z.output<typeof projectListSchema>> = {
  filters: { statuses: [], search: '', client: null, projectManagerIds: [], currency: null },
  sort: { id: 'title', desc: false },
  sortable: PROJECT_LIST_SORTS,
};

// A status chip adds its status to the filter, or takes it off when it is on.
export function toggledStatus(statuses: readonly string[], status: string): string[] {
  return statuses.includes(status) ? statuses.filter((item) => item !== status) : [...statuses, status];
}

// The existing title a new one would repeat (compared trimmed, whatever the case), or null.
export function takenTitle(title: string, titles: readonly string[]): string | null {
  const wanted = title.trim().toLowerCase();
  if (wanted === '') return null;
  return titles.find((existing) => existing.trim().toLowerCase() === wanted) ?? null;
}
