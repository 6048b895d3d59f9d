import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useCallback, useMemo, useState } from 'react';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useCandidates, useStages } from '@/api/recruitment/recruitment.queries';
import { DataTable } from '@/components/data-grid/data-table';
import { ErrorState } from '@/components/feedback/error-state';
import { LinkTabPanel } from '@/components/layout/link-tabs';
import { listCountSubtitle } from '@/components/list/list-count';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { SavedFiltersMenu } from '@/components/list/saved-filters/saved-filters-menu';
import type { ShortcutSheetProps } from '@/components/list/shortcut-sheet';
import { useListParams } from '@/components/list/use-list-params';
import { useListScreen } from '@/components/list/use-list-screen';
import { activeCandidateListSchema, stageAfter } from '@/features/recruitment/active/active-candidate-url';
import { useUrlState } from '@/components/url/use-url-state';
import { CandidateDrawerSlot } from '../shared/candidate-drawer-slot';
import { ACTIVE_CANDIDATE_SCREEN_DEFAULTS, activeCandidateParamsOf } from './active-candidate-params';
import { RecruitmentHeader } from '../shared/recruitment-header';
import { RECRUITMENT_TABS_ID } from '../shared/recruitment-tabs';
import { useSendRegistrationLinkWithNotice } from '../shared/registration-link-button';
import { BulkCandidateActions } from './bulk-candidate-actions';
import { candidateDrawerUrl } from '../shared/candidate-url';
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
const NOUNS = { one: 'candidate', other: 'candidates' };
const NO_MATCH = {
  title: NO_MATCH_TITLE,
  description: 'Try fewer filters, another stage or another search.',
};
const NOTHING_YET = { title: NO_CANDIDATES_TITLE };

// Candidates in the pipeline, as a table (a page at a time) or a board by stage: stage chips, filters,
// sort and page in the link; moves by select, drag or Shift+arrow; a candidate opens in a drawer
// (?candidate=42).
export function ActiveCandidates() {
  const [, setOpenCandidate] = useUrlState(candidateDrawerUrl);
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

  const screen = useListScreen({ list, query: candidates, rowId, rowLabel, tableId: 'recruitment-active' });
  const moves = useStageMoves();
  const rows = useMemo(() => withPendingMoves(screen.rows, moves.pending), [screen.rows, moves.pending]);
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
  // Opening a candidate is a step Back can undo.
  const open = (candidate: Candidate) => setOpenCandidate({ id: candidate.id }, 'push');
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

  const emptyState = (
    <ListEmptyState
      filtered={screen.filtered}
      noMatch={NO_MATCH}
      empty={NOTHING_YET}
      onClearFilters={list.clearFilters}
    />
  );

  const content = screen.isError ? (
    <ErrorState message="The candidates could not be loaded." onRetry={screen.retry} />
  ) : board ? (
    !screen.loading && rows.length === 0 ? (
      emptyState
    ) : (
      <CandidateBoard
        stages={stages.data}
        candidates={rows}
        loading={screen.loading || stages.isPending}
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
      {...screen.tableProps}
      // The page's rows with the stage moves still on their way drawn where they go.
      data={rows}
      activeRowId={shortcuts.activeId}
      onRowClick={open}
      stickyFirstColumn
      height="calc(100vh - 420px)"
      estimateRowHeight={60}
      emptyState={emptyState}
    />
  );

  return (
    <CandidateRowContext.Provider value={rowContext}>
      <RecruitmentHeader
        tab="active"
        subtitle={listCountSubtitle(screen.total, NOUNS, screen.filtered)}
        actions={
          <>
            <SavedFiltersMenu list="recruitment" {...screen.savedView} />
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
        <CandidateFilters {...screen.filterBarProps} />
        <BulkCandidateActions
          selectedIds={screen.selectedIds}
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
