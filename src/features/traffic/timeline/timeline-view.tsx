import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useProjects } from '@/api/internal-projects/internal-project.queries';
import type { ProjectListParams } from '@/api/internal-projects/internal-projects.api';
import type { TrafficProjectRef } from '@/api/traffic/traffic.schemas';
import { useCan } from '@/api/use-can';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import type { ShortcutSheetProps } from '@/components/list/shortcut-sheet';
import { calendarDay } from '@/lib/calendar-day';
import { PLANNER_ZOOMS, type PlannerZoom } from '@/lib/planner-grid';
import { PERMISSIONS } from '@/lib/permissions';
import { TrafficHeader } from '../shared/traffic-header';
import { timelinePeriod, trafficFiltersOf } from '../shared/traffic-params';
import { usePrefetchNeighbours } from '../shared/use-prefetch-neighbours';
import { useTrafficParams } from '../shared/use-traffic-params';
import { conflictItemsOf, type ConflictFixItem } from './conflict-items';
import { ConflictPanel } from './conflict-panel';
import type { EditorTarget, QuickEditorProps } from './quick-editor-dialog';
import { TimelineGrid } from './timeline-grid';
import { TIMELINE_SHORTCUTS } from './timeline-shortcuts';
import { TimelineToolbar } from './timeline-toolbar';
import { ZoomSelect } from './zoom-select';
import { useTimelineEdits } from './use-timeline-edits';
import { useTimelineModel } from './use-timeline-model';

// The editor brings the date pickers: loaded when first opened.
const QuickEditorDialog = dynamic<QuickEditorProps>(() =>
  import('./quick-editor-dialog').then((module) => module.QuickEditorDialog),
);
const ShortcutSheet = dynamic<ShortcutSheetProps>(() =>
  import('@/components/list/shortcut-sheet').then((module) => module.ShortcutSheet),
);

// Projects a new allocation may go to: one page by title (the mock and a small company hold fewer).
const PROJECT_OPTIONS_PARAMS: ProjectListParams = {
  filters: {},
  page: 1,
  perPage: 100,
  sort: { id: 'title', desc: false },
};

export const NO_ALLOCATIONS_TEXT = 'No allocations in this range — drag on a row to create one';

const steppedZoom = (zoom: PlannerZoom, step: number): PlannerZoom =>
  PLANNER_ZOOMS[Math.min(PLANNER_ZOOMS.length - 1, Math.max(0, PLANNER_ZOOMS.indexOf(zoom) + step))] ?? zoom;

// Who works on what, when: people × days with allocations, leave, holidays and conflicts, edited by
// keyboard or pointer in batches that can be undone (planning.md §2.4).
export function TimelineView() {
  const list = useTrafficParams();
  const params = list.filters;
  const { setFilters } = list;
  const today = calendarDay(new Date());
  const period = timelinePeriod(params, today);
  const filters = useMemo(() => trafficFiltersOf(params), [params]);
  const can = useCan();
  const editable = can(PERMISSIONS.projectUpdate);

  const projects = useProjects(PROJECT_OPTIONS_PARAMS, { enabled: editable });
  const projectOptions = useMemo(
    () =>
      (projects.data?.data ?? []).map(({ id, title, start_date, end_date }) => ({
        id,
        title,
        start_date,
        end_date,
      })),
    [projects.data],
  );
  const extraProjects = useMemo(
    () =>
      new Map<number, TrafficProjectRef>(
        (projects.data?.data ?? []).map((project) => [
          project.id,
          {
            id: project.id,
            title: project.title,
            client: project.client,
            currency: project.currency,
            project_manager: project.project_manager,
          },
        ]),
      ),
    [projects.data],
  );

  const model = useTimelineModel({
    from: period.from,
    to: period.to,
    filters,
    withTentative: params.tentative,
    showPending: params.pending,
    editable,
    group: params.group,
    extraProjects,
    withIncoming: can(PERMISSIONS.recruitmentView),
  });
  const { people, history } = model;
  usePrefetchNeighbours(params.zoom, period.from, filters, !people.isPending && !people.isError);

  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const edits = useTimelineEdits({
    model,
    editable,
    withTentative: params.tentative,
    openEditor: setEditor,
    openConflicts: () => setPanelOpen(true),
    openShortcuts: () => setSheetOpen(true),
  });

  // A zoom keeps the day the cursor is on: the new period is the one holding it, and the address's
  // day is where the cursor starts.
  const inPeriod = (date: string) => date >= period.from && date <= period.to;
  const initialDate = inPeriod(params.from) ? params.from : inPeriod(today) ? today : period.from;
  const cursorDate = useRef(initialDate);
  const onCursorChange = useCallback((date: string) => {
    cursorDate.current = date;
  }, []);
  const onZoom = useCallback(
    (zoom: PlannerZoom) => setFilters({ zoom, from: cursorDate.current }),
    [setFilters],
  );
  const onZoomStep = useCallback(
    (step: number) => onZoom(steppedZoom(params.zoom, step)),
    [onZoom, params.zoom],
  );

  const conflictCount = useMemo(() => {
    let total = 0;
    for (const conflicts of model.conflictsByUser.values()) total += conflicts.length;
    return total;
  }, [model.conflictsByUser]);
  const conflictItems = useMemo(
    () => (panelOpen ? conflictItemsOf(model, params.tentative) : []),
    // The model's parts the items read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [panelOpen, model.conflictsByUser, model.rowsById, model.loads, params.tentative],
  );
  const onFix = (fix: ConflictFixItem) => void edits.save(fix.batch, fix.history);

  const hasAllocations = useMemo(
    () => model.rows.some((row) => row.bars.some((bar) => bar.kind === 'allocation')),
    [model.rows],
  );

  let body;
  if (people.isPending) {
    body = <LoadingState label="Loading the timeline" rows={10} />;
  } else if (people.isError && people.rows.length === 0) {
    body = <ErrorState message="The timeline could not be loaded." onRetry={people.retry} />;
  } else if (people.rows.length === 0) {
    body = (
      <EmptyState
        title="No people match"
        description="Nobody matches these filters in this period."
        action={
          list.activeFilterCount > 0 ? (
            <Button variant="outlined" onClick={list.clearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        {people.isError ? (
          <Alert
            severity="error"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" onClick={people.retry}>
                Retry
              </Button>
            }
          >
            Some people could not be loaded.
          </Alert>
        ) : null}
        {model.incoming.isError ? (
          <Alert
            severity="warning"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void model.incoming.refetch()}>
                Retry
              </Button>
            }
          >
            Incoming hires could not be loaded.
          </Alert>
        ) : null}
        {hasAllocations ? null : (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {editable ? NO_ALLOCATIONS_TEXT : 'No allocations in this range.'}
          </Typography>
        )}
        <TimelineGrid
          model={model}
          edits={edits}
          from={period.from}
          to={period.to}
          zoom={params.zoom}
          initialDate={initialDate}
          withTentative={params.tentative}
          showPending={params.pending}
          editable={editable}
          onZoomStep={onZoomStep}
          onCursorChange={onCursorChange}
        />
      </>
    );
  }

  return (
    <Box>
      <TrafficHeader
        view="timeline"
        list={list}
        viewControls={<ZoomSelect zoom={params.zoom} onZoom={onZoom} />}
      />
      <TimelineToolbar
        conflictCount={conflictCount}
        onConflicts={() => setPanelOpen(true)}
        editable={editable}
        undoLabel={history.undoLabel}
        redoLabel={history.redoLabel}
        busy={history.saving}
        onUndo={() => void edits.undo()}
        onRedo={() => void edits.redo()}
        selectedCount={edits.selected.size}
        onClearSelection={edits.clearSelection}
        onShortcuts={() => setSheetOpen(true)}
      />
      {body}
      <ConflictPanel
        open={panelOpen}
        items={conflictItems}
        editable={editable}
        busy={history.saving}
        onFix={onFix}
        onClose={() => setPanelOpen(false)}
      />
      {editor ? (
        <QuickEditorDialog
          target={editor}
          projects={projectOptions}
          onSave={edits.save}
          onClose={() => setEditor(null)}
        />
      ) : null}
      {sheetOpen ? (
        <ShortcutSheet
          title="Timeline keys"
          shortcuts={TIMELINE_SHORTCUTS}
          onClose={() => setSheetOpen(false)}
        />
      ) : null}
    </Box>
  );
}
