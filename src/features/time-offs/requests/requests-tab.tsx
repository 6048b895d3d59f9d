import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useMemo } from 'react';
import type { TimeOff } from '@/api/time-offs/time-off.schemas';
import { useTimeOffCounts, useTimeOffs } from '@/api/time-offs/time-off.queries';
import { DataTable } from '@/components/data-grid/data-table';
import { ErrorState } from '@/components/feedback/error-state';
import { LinkTabPanel } from '@/components/layout/link-tabs';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { SavedFiltersMenu } from '@/components/list/saved-filters/saved-filters-menu';
import type { ShortcutSheetProps } from '@/components/list/shortcut-sheet';
import { useListParams } from '@/components/list/use-list-params';
import { useListScreen } from '@/components/list/use-list-screen';
import { resolvedQueue, timeOffListSchema } from '@/features/time-offs/requests/request-list-url';
import { useRequestActions } from '../request/use-request-actions';
import { useTimeOffActor } from '../request/use-time-off-actor';
import { BulkDecisions } from './bulk-decisions';
import { QUEUE_TABS_ID, QueueTabs } from './queue-tabs';
import { REQUEST_COLUMNS } from './request-columns';
import { RequestFilters } from './request-filters';
import { RequestRowContext } from './request-row-context';
import { TIME_OFF_SCREEN_DEFAULTS, timeOffApiFiltersOf, timeOffSortOf } from './time-off-request-params';
import { useKnownRequests } from './use-known-requests';
import { REQUEST_SHORTCUTS, useRequestShortcuts } from './use-request-shortcuts';

// Shown when '?' is pressed.
const ShortcutSheet = dynamic<ShortcutSheetProps>(() =>
  import('@/components/list/shortcut-sheet').then((module) => module.ShortcutSheet),
);

export const NOTHING_WAITING_TITLE = 'Nothing waiting for you';
export const NO_TIME_OFF_TITLE = 'No time off yet';
export const NO_MATCH_TITLE = 'No requests match';

const rowId = (row: TimeOff) => String(row.id);
const rowLabel = (row: TimeOff) => `${row.user.name}, ${row.start_date}`;
// The queue is a tab of its own: "Clear filters" leaves it.
const LIST_OPTIONS = { searchField: 'q', keep: ['queue'] } as const;
const NO_MATCH = { title: NO_MATCH_TITLE, description: 'Try fewer filters or another search.' };
const NONE_YET = {
  title: NO_TIME_OFF_TITLE,
  description: 'Requests you make appear here with their approval.',
};

// Requests a page at a time: an approver lands on those waiting for them; filters, sort and page in
// the link; a row's menu and the bulk bar approve and reject; a request opens in a drawer (?request=42).
export function RequestsTab() {
  const { actor, today } = useTimeOffActor();
  const list = useListParams(timeOffListSchema, TIME_OFF_SCREEN_DEFAULTS, LIST_OPTIONS);
  const { filters, sort, page, perPage, selection } = list;
  const counts = useTimeOffCounts();
  const waitingCount = counts.data?.awaiting_me;
  // A manager reviews by right; anyone else once something waits for them. Until the count is known
  // (or could not be) the default view is not decided and nothing is asked.
  const isApprover = actor.canManage || (waitingCount ?? 0) > 0;
  const decided = actor.canManage || filters.queue !== 'default' || !counts.isPending;
  const queue = resolvedQueue(filters.queue, isApprover);
  const apiFilters = useMemo(() => timeOffApiFiltersOf(filters, queue), [filters, queue]);
  const requests = useTimeOffs(
    { filters: apiFilters, page, perPage, sort: timeOffSortOf(sort) },
    { enabled: list.ready && decided },
  );
  const { actions, dialogs } = useRequestActions();
  const rowContext = useMemo(() => ({ actions, actor, today }), [actions, actor, today]);
  // Only someone who decides requests has a use for selecting them.
  const screen = useListScreen({
    list,
    query: requests,
    rowId,
    rowLabel: isApprover ? rowLabel : undefined,
    tableId: 'time-offs',
  });
  const known = useKnownRequests(screen.rows);
  const shortcuts = useRequestShortcuts({
    rows: screen.rows,
    selection,
    selectable: isApprover,
    actions,
    actor,
    today,
  });

  const nothingWaiting = {
    title: NOTHING_WAITING_TITLE,
    description: 'Every request you review has been decided.',
    action: (
      <Link component={NextLink} href={list.hrefFor({ queue: 'all' })} shallow scroll={false}>
        See all requests
      </Link>
    ),
  };

  const table = screen.isError ? (
    <ErrorState message="The time-off requests could not be loaded." onRetry={screen.retry} />
  ) : (
    <DataTable
      ariaLabel="Time-off requests"
      columns={REQUEST_COLUMNS}
      {...screen.tableProps}
      activeRowId={shortcuts.activeId}
      stickyFirstColumn
      height="calc(100vh - 420px)"
      estimateRowHeight={60}
      emptyState={
        <ListEmptyState
          filtered={screen.filtered}
          noMatch={NO_MATCH}
          empty={queue === 'waiting' ? nothingWaiting : NONE_YET}
          onClearFilters={list.clearFilters}
        />
      }
    />
  );

  return (
    <RequestRowContext.Provider value={rowContext}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {isApprover ? <QueueTabs queue={queue} waitingCount={waitingCount} hrefFor={list.hrefFor} /> : null}
        </Box>
        <SavedFiltersMenu list="time-offs" {...screen.savedView} />
      </Box>
      <RequestFilters {...screen.filterBarProps} seesOthers={isApprover} />
      <BulkDecisions
        selectedIds={screen.selectedIds}
        known={known}
        actor={actor}
        today={today}
        onClearSelection={selection.clear}
      />
      {isApprover ? (
        <LinkTabPanel idPrefix={QUEUE_TABS_ID} slug={queue}>
          {table}
        </LinkTabPanel>
      ) : (
        table
      )}
      {dialogs}
      {shortcuts.sheetOpen ? (
        <ShortcutSheet onClose={shortcuts.closeSheet} shortcuts={REQUEST_SHORTCUTS} />
      ) : null}
    </RequestRowContext.Provider>
  );
}
