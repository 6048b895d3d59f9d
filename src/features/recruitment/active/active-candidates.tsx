import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useCandidates, useStages } from '@/api/recruitment/recruitment.queries';
import { useSession } from '@/api/use-session';
import { DataTable } from '@/components/data-grid/data-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LinkTabPanel } from '@/components/layout/link-tabs';
import { SavedFiltersMenu } from '@/components/list/saved-filters/saved-filters-menu';
import { serverTableProps } from '@/components/list/server-table-props';
import type { ShortcutSheetProps } from '@/components/list/shortcut-sheet';
import { useListParams } from '@/components/list/use-list-params';
import { queryOfSavedView, savedViewOf } from '@/lib/list-params';
import { activeCandidateListSchema, stageAfter } from '@/lib/recruitment-list';
import { CandidateDrawerSlot } from '../shared/candidate-drawer-slot';
import { ACTIVE_CANDIDATE_SCREEN_DEFAULTS, activeCandidateParamsOf } from './active-candidate-params';
import { RecruitmentHeader } from '../shared/recruitment-header';
import { RECRUITMENT_TABS_ID } from '../shared/recruitment-tabs';
import { useSendRegistrationLinkWithNotice } from '../shared/registration-link-button';
import { BulkCandidateActions } from './bulk-candidate-actions';
import { openCandidate } from './candidate-address';
import { CandidateBoard } from './candidate-board';
import { CANDIDATE_COLUMNS } from './candidate-columns';
import { CandidateFilters } from './candidate-filters';
import { CandidateRowContext } from './candidate-row-context';
import { LayoutToggle } from './layout-toggle';
import { StageChips } from './stage-chips';
import { CANDIDATE_SHORTCUTS, useCandidateShortcuts } from './use-candidate-shortcuts';
import { useActiveDialogs } from './use-active-dialogs';
import { useStageMoves, withPendingMoves } from './use-stage-moves';

// Opened with '?': not part of the list's first load.
const ShortcutSheet = dynamic<ShortcutSheetProps>(() =>
  import('@/components/list/shortcut-sheet').then((module) => module.ShortcutSheet),
);

export const NO_CANDIDATES_TITLE = 'No active candidates — add one or send a registration link';
export const NO_MATCH_TITLE = 'No candidates match';

const rowId = (row: Candidate) => String(row.id);
const rowLabel = (row: Candidate) => row.name;
// The layout is how the list is drawn: "Clear filters" leaves it.
const LIST_OPTIONS = { searchField: 'q', keep: ['layout'] } as const;

// Candidates in the pipeline, as a table (a page at a time) or a board by stage: stage chips, filters,
// sort and page in the link; moves by select, drag or Shift+arrow; a candidate opens in a drawer
// (?candidate=42).
export function ActiveCandidates() {
  const router = useRouter();
  const { claims, impersonation } = useSession();
  const list = useListParams(activeCandidateListSchema, ACTIVE_CANDIDATE_SCREEN_DEFAULTS, LIST_OPTIONS);
  const { filters, sort, page, perPage, selection } = list;
  const board = filters.layout === 'board';
  const params = useMemo(
    () => activeCandidateParamsOf({ filters, sort, page, perPage }),
    [filters, sort, page, perPage],
  );
  // Asked once the router has read the link, so a filtered link never shows the unfiltered list first.
  const candidates = useCandidates(params, { enabled: list.ready });
  const stages = useStages();
  const stageKeys = useMemo(() => (stages.data ?? []).map((stage) => stage.key), [stages.data]);
  const stageNameOf = useCallback(
    (key: string) => stages.data?.find((stage) => stage.key === key)?.name ?? key,
    [stages.data],
  );
  const rowContext = useMemo(() => ({ stageNameOf }), [stageNameOf]);

  const moves = useStageMoves();
  const paginator = candidates.data;
  const rows = useMemo(
    () => withPendingMoves(paginator?.data ?? [], moves.pending),
    [paginator, moves.pending],
  );
  const [focusId, setFocusId] = useState<number | null>(null);
  const moveTo = (candidate: Candidate, stage: string) =>
    void moves.move(candidate, stage, stageNameOf(stage));
  const step = (candidate: Candidate, direction: 1 | -1) => {
    const next = stageAfter(stageKeys, candidate.stage, direction);
    if (next === null) {
      const end = direction === 1 ? 'last' : 'first';
      enqueueSnackbar(`${candidate.name} is already at the ${end} stage.`, { variant: 'info' });
      return;
    }
    setFocusId(candidate.id);
    moveTo(candidate, next);
  };
  const registrationLink = useSendRegistrationLinkWithNotice();
  const labelOf = (id: number) => rows.find((row) => row.id === id)?.name ?? `#${id}`;
  const { show: setDialog, dialogs } = useActiveDialogs({ labelOf, onRejectClosed: selection.clear });
  const open = (candidate: Candidate) => openCandidate(router, candidate.id);
  const shortcuts = useCandidateShortcuts({
    rows,
    selection,
    actions: {
      open,
      step,
      reject: (chosen) => setDialog({ kind: 'reject', ids: chosen.map((candidate) => candidate.id) }),
      hire: (candidate) => setDialog({ kind: 'hire', candidate }),
      sendLink: registrationLink.send,
      add: () => setDialog({ kind: 'add' }),
    },
  });

  const selectedIds = useMemo(
    () =>
      Object.entries(selection.rows)
        .filter(([, on]) => on)
        .map(([id]) => Number(id)),
    [selection.rows],
  );
  const filtered = list.activeFilterCount > 0;
  const total = paginator?.total;

  const emptyState = filtered ? (
    <EmptyState
      title={NO_MATCH_TITLE}
      description="Try fewer filters, another stage or another search."
      action={<Button onClick={list.clearFilters}>Clear filters</Button>}
    />
  ) : (
    <EmptyState title={NO_CANDIDATES_TITLE} />
  );

  const content = candidates.isError ? (
    <ErrorState message="The candidates could not be loaded." onRetry={() => void candidates.refetch()} />
  ) : board ? (
    !candidates.isPending && rows.length === 0 ? (
      emptyState
    ) : (
      <CandidateBoard
        stages={stages.data}
        candidates={rows}
        loading={candidates.isPending || stages.isPending}
        activeId={shortcuts.activeId}
        focusId={focusId}
        onMove={moveTo}
        onStep={step}
        onOpen={open}
      />
    )
  ) : (
    <DataTable
      ariaLabel="Active candidates"
      columns={CANDIDATE_COLUMNS}
      data={rows}
      getRowId={rowId}
      rowLabel={rowLabel}
      activeRowId={shortcuts.activeId}
      rowSelection={selection.rows}
      onRowSelectionChange={selection.set}
      selectionNotice={selection.notice}
      onRowClick={open}
      loading={candidates.isPending}
      {...serverTableProps(list, paginator)}
      stickyFirstColumn
      columnMenu={{ tableId: 'recruitment-active', userId: impersonation?.userId ?? claims?.sub ?? null }}
      height="calc(100vh - 420px)"
      estimateRowHeight={60}
      emptyState={emptyState}
    />
  );

  return (
    <CandidateRowContext.Provider value={rowContext}>
      <RecruitmentHeader
        tab="active"
        subtitle={
          total === undefined
            ? 'Loading…'
            : `${total} ${total === 1 ? 'candidate' : 'candidates'}${filtered ? ' match' : ''}`
        }
        actions={
          <>
            <SavedFiltersMenu
              list="recruitment"
              currentFilters={savedViewOf(list.query)}
              onApply={(saved) => list.applyQuery(queryOfSavedView(saved))}
            />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
              Add candidate
            </Button>
          </>
        }
      />
      <LinkTabPanel idPrefix={RECRUITMENT_TABS_ID} slug="active">
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {stages.isError ? (
              <ErrorState message="The stages could not be loaded." onRetry={() => void stages.refetch()} />
            ) : (
              <StageChips
                stages={stages.data}
                loading={stages.isPending}
                selected={filters.stage}
                onSelect={(stage) => list.setFilters({ stage })}
              />
            )}
          </Box>
          <LayoutToggle layout={filters.layout} onChange={(layout) => list.setFilters({ layout })} />
        </Box>
        <CandidateFilters
          filters={filters}
          searchText={list.search.text}
          activeCount={list.activeFilterCount}
          onSearchInput={list.search.setText}
          onChange={list.setFilters}
          onClear={list.clearFilters}
        />
        <BulkCandidateActions
          selectedIds={selectedIds}
          stages={stages.data ?? []}
          labelOf={labelOf}
          onReject={(ids) => setDialog({ kind: 'reject', ids })}
          onClearSelection={selection.clear}
        />
        {content}
      </LinkTabPanel>
      <CandidateDrawerSlot />
      {dialogs}
      {shortcuts.sheetOpen ? (
        <ShortcutSheet onClose={shortcuts.closeSheet} shortcuts={CANDIDATE_SHORTCUTS} />
      ) : null}
    </CandidateRowContext.Provider>
  );
}
