import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useCandidates } from '@/api/recruitment/recruitment.queries';
import { useCan } from '@/api/use-can';
import { DataTable } from '@/components/data-grid/data-table';
import { ErrorState } from '@/components/feedback/error-state';
import { LinkTabPanel } from '@/components/layout/link-tabs';
import { listCountSubtitle } from '@/components/list/list-count';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { SavedFiltersMenu } from '@/components/list/saved-filters/saved-filters-menu';
import { useListParams } from '@/components/list/use-list-params';
import { useListScreen } from '@/components/list/use-list-screen';
import { PERMISSIONS } from '@/lib/permissions';
import {
  rejectedListSchema,
  rejectionPeriodOf,
} from '@/features/recruitment/rejected/rejected-candidate-url';
import { CandidateDrawerSlot } from '../shared/candidate-drawer-slot';
import { RecruitmentHeader } from '../shared/recruitment-header';
import { RECRUITMENT_TABS_ID } from '../shared/recruitment-tabs';
import {
  REJECTED_SCREEN_DEFAULTS,
  rejectedQueryFiltersOf,
  rejectedSortOf,
} from './rejected-candidate-params';
import { rejectedColumns } from './rejected-columns';
import { RejectedExportButton } from './rejected-export-button';
import { RejectedFilters } from './rejected-filters';
import { RejectionInsights } from './rejection-insights';
import type { RestoreDialogProps } from './restore-dialog';
import { useStageNames } from './use-stage-names';

// Loaded when first needed: most visits never select a row or restore anyone.
const RejectedBulkActions = dynamic(() =>
  import('./rejected-bulk-actions').then((module) => module.RejectedBulkActions),
);
const RestoreDialog = dynamic<RestoreDialogProps>(() =>
  import('./restore-dialog').then((module) => module.RestoreDialog),
);

export const NO_REJECTIONS_TITLE = 'No rejections in this period';
export const NO_MATCH_TITLE = 'No rejected candidates match';

const rowId = (row: Candidate) => String(row.id);
const rowLabel = (row: Candidate) => row.name;
const LIST_OPTIONS = { searchField: 'search' } as const;
const NOUNS = { one: 'candidate rejected', other: 'candidates rejected' };
const NO_MATCH = {
  title: NO_MATCH_TITLE,
  description: 'Try fewer filters, another period or another search.',
};
const NONE_IN_PERIOD = { title: NO_REJECTIONS_TITLE, description: 'Try a longer period.' };

// Who was rejected, at which stage, why, when and by whom: the breakdown for the period above a page of
// them; filters, period, sort and page in the link; restore one, delete many, export what is shown.
export function RejectedCandidates() {
  const can = useCan();
  const list = useListParams(rejectedListSchema, REJECTED_SCREEN_DEFAULTS, LIST_OPTIONS);
  const { filters, sort, page, perPage, selection } = list;
  // Today's date once per visit: the default period does not move while the page is open.
  const [today] = useState(() => new Date());
  const period = useMemo(() => rejectionPeriodOf(filters, today), [filters, today]);
  const query = useMemo(() => rejectedQueryFiltersOf(filters, period), [filters, period]);
  const apiSort = useMemo(() => rejectedSortOf(sort), [sort]);
  const params = useMemo(
    () => ({ filters: query, page, perPage, sort: apiSort }),
    [query, page, perPage, apiSort],
  );
  // Asked once the router has read the link, so a filtered link never shows the unfiltered list first.
  const candidates = useCandidates(params, { enabled: list.ready });
  const { stageName, stageOptions } = useStageNames();
  const [restoring, setRestoring] = useState<Candidate | null>(null);
  const columns = useMemo(() => rejectedColumns({ stageName, onRestore: setRestoring }), [stageName]);

  const screen = useListScreen({
    list,
    query: candidates,
    rowId,
    rowLabel,
    // The period alone is not a filter the user narrowed: its empty list says "none in this period".
    filtered: list.activeFilterCount - (filters.from === null ? 0 : 1) - (filters.to === null ? 0 : 1) > 0,
    tableId: 'recruitment-rejected',
  });

  return (
    <>
      <RecruitmentHeader
        tab="rejected"
        subtitle={listCountSubtitle(screen.total, NOUNS, screen.filtered)}
        actions={
          <>
            <SavedFiltersMenu list="recruitment-rejected" {...screen.savedView} />
            <RejectedExportButton filters={query} sort={apiSort} />
          </>
        }
      />
      <LinkTabPanel idPrefix={RECRUITMENT_TABS_ID} slug="rejected">
        <RejectedFilters {...screen.filterBarProps} period={period} stageOptions={stageOptions} />
        <RejectionInsights period={period} />
        {screen.selectedIds.length > 0 ? (
          <RejectedBulkActions
            selectedIds={screen.selectedIds}
            canDelete={can(PERMISSIONS.employeeDelete)}
            onDone={selection.clear}
          />
        ) : null}
        {screen.isError ? (
          <ErrorState message="The rejected candidates could not be loaded." onRetry={screen.retry} />
        ) : (
          <DataTable
            ariaLabel="Rejected candidates"
            columns={columns}
            {...screen.tableProps}
            stickyFirstColumn
            height="calc(100vh - 420px)"
            estimateRowHeight={60}
            emptyState={
              <ListEmptyState
                filtered={screen.filtered}
                noMatch={NO_MATCH}
                empty={NONE_IN_PERIOD}
                onClearFilters={list.clearFilters}
              />
            }
          />
        )}
      </LinkTabPanel>
      <CandidateDrawerSlot />
      {restoring ? (
        <RestoreDialog
          candidate={restoring}
          stageOptions={stageOptions}
          stageName={stageName}
          onClose={() => setRestoring(null)}
        />
      ) : null}
    </>
  );
}
