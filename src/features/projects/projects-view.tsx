import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useCallback, useMemo } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import type { ProjectListItem } from '@/api/internal-projects/internal-project.schemas';
import { useProjects, useProjectsInfo } from '@/api/internal-projects/internal-project.queries';
import { useCan } from '@/api/use-can';
import { DataTable } from '@/components/data-grid/data-table';
import { ErrorState } from '@/components/feedback/error-state';
import { PageHeader } from '@/components/layout/page-header';
import { listCountSubtitle } from '@/components/list/list-count';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { SavedFiltersMenu } from '@/components/list/saved-filters/saved-filters-menu';
import { useListParams } from '@/components/list/use-list-params';
import { useListScreen } from '@/components/list/use-list-screen';
import { PERMISSIONS } from '@/lib/permissions';
import { projectListSchema } from '@/features/projects/list/project-list-url';
import { PROJECT_SCREEN_DEFAULTS, projectApiFiltersOf, projectSortOf } from './list/project-api-filters';
import { PROJECT_COLUMNS } from './list/project-columns';
import { ProjectFilters } from './list/project-filters';
import { ProjectStatusChips } from './list/project-status-chips';
import { ProjectTotals } from './list/project-totals';

export const NEW_PROJECT_HREF = '/projects/new';
export const NO_PROJECTS_TITLE = 'No projects — create one, then add terms';

const rowId = (row: ProjectListItem) => String(row.id);
// The status chips are their own filter: "Clear filters" leaves them.
const LIST_OPTIONS = { searchField: 'search', keep: ['statuses'] } as const;
const NOUNS = { one: 'project', other: 'projects' };
const NO_MATCH = {
  title: 'No projects match these filters',
  description: 'Try fewer filters or another search.',
};
const NOTHING_YET = { title: NO_PROJECTS_TITLE };

// Every internal project, a page at a time from the server: filters, sort and page in the link.
export function ProjectsView() {
  const can = useCan();
  const list = useListParams(projectListSchema, PROJECT_SCREEN_DEFAULTS, LIST_OPTIONS);
  const { filters, sort, page, perPage, hrefFor } = list;
  const apiFilters = useMemo(() => projectApiFiltersOf(filters), [filters]);
  const params = useMemo(
    () => ({ filters: apiFilters, page, perPage, sort: projectSortOf(sort) }),
    [apiFilters, page, perPage, sort],
  );
  // Asked once the router has read the link, so a filtered link never shows the unfiltered list first.
  const projects = useProjects(params, { enabled: list.ready });
  const info = useProjectsInfo(apiFilters, { enabled: list.ready });
  const { currencies } = useCurrencies();
  const statusHref = useCallback((statuses: string[]) => hrefFor({ statuses }), [hrefFor]);
  const screen = useListScreen({
    list,
    query: projects,
    rowId,
    // A status chip narrows the list as a filter does.
    filtered: list.activeFilterCount > 0 || filters.statuses.length > 0,
    tableId: 'projects',
  });

  return (
    <>
      <PageHeader
        title="Projects"
        subtitle={listCountSubtitle(screen.total, NOUNS, screen.filtered)}
        actions={
          <>
            <SavedFiltersMenu list="projects" {...screen.savedView} />
            {can(PERMISSIONS.projectUpdate) ? (
              <Button variant="contained" startIcon={<Add />} component={NextLink} href={NEW_PROJECT_HREF}>
                New project
              </Button>
            ) : null}
          </>
        }
      />
      <ProjectStatusChips info={info.data} selected={filters.statuses} hrefFor={statusHref} />
      {info.isError ? null : (
        <ProjectTotals info={info.data} loading={info.isPending} currencyOrder={currencies} />
      )}
      <ProjectFilters {...screen.filterBarProps} />
      {screen.isError ? (
        <ErrorState message="The projects could not be loaded." onRetry={screen.retry} />
      ) : (
        <DataTable
          ariaLabel="Projects"
          columns={PROJECT_COLUMNS}
          {...screen.tableProps}
          stickyFirstColumn
          height="calc(100vh - 420px)"
          estimateRowHeight={56}
          emptyState={<ListEmptyState filtered={screen.filtered} noMatch={NO_MATCH} empty={NOTHING_YET} />}
        />
      )}
    </>
  );
}
