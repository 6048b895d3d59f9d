import * as z from 'zod/mini';
import { listParam, type ListDefaults } from '@/lib/list-params';

// The projects list as it lives in the URL (/projects?statuses=active&currency=EUR&sort=title:asc):
// the same filters the API takes (finance.md §2.3), so a link reloads the same page.

export const projectListSchema = z.object({
  statuses: listParam.texts(),
  search: listParam.text(),
  client: listParam.optionalText(),
  projectManagerIds: listParam.ids(),
  currency: listParam.optionalText(),
});

// The screen's defaults; the sort keys it offers are the API's (features/projects/list adds them).
export type ProjectListFilters = z.output<typeof projectListSchema>;
export const PROJECT_LIST_DEFAULTS: ListDefaults<ProjectListFilters> = {
  filters: { statuses: [], search: '', client: null, projectManagerIds: [], currency: null },
  sort: { id: 'title', desc: false },
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
