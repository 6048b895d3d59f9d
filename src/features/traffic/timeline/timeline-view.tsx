import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useCan } from '@/api/use-can';
import { calendarDay } from '@/lib/calendar-day';
import { PERMISSIONS } from '@/lib/permissions';
import { timelinePeriod, trafficFiltersOf } from '../shared/traffic-params';
import { usePrefetchNeighbours } from '../shared/use-prefetch-neighbours';
import { useTrafficParams } from '../shared/use-traffic-params';
import { TimelineBody } from './timeline-body';
import { TimelineDialogs } from './timeline-dialogs';
import { TimelineGrid } from './timeline-grid';
import { TimelineHeader } from './timeline-header';
import { useTimelineDialogs } from './use-timeline-dialogs';
import { useTimelineEdits } from './use-timeline-edits';
import { useTimelineModel } from './use-timeline-model';
import { useTimelineProjects } from './use-timeline-projects';
import { useTimelineZoom } from './use-timeline-zoom';

// Who works on what, when: people × days with allocations, leave, holidays and conflicts, edited by
// keyboard or pointer in batches that can be undone (planning.md §2.4).
export function TimelineView() {
  const list = useTrafficParams();
  const params = list.filters;
  const today = calendarDay(new Date());
  const period = timelinePeriod(params, today);
  const filters = useMemo(() => trafficFiltersOf(params), [params]);
  const can = useCan();
  const editable = can(PERMISSIONS.projectUpdate);
  const { projectOptions, extraProjects } = useTimelineProjects(editable);

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
  const { people } = model;
  usePrefetchNeighbours(params.zoom, period.from, filters, !people.isPending && !people.isError);

  const dialogs = useTimelineDialogs();
  const edits = useTimelineEdits({
    model,
    editable,
    withTentative: params.tentative,
    openEditor: dialogs.openEditor,
    openConflicts: dialogs.openPanel,
    openShortcuts: dialogs.openSheet,
  });
  const zoom = useTimelineZoom({
    zoom: params.zoom,
    from: params.from,
    period,
    today,
    setFilters: list.setFilters,
  });

  return (
    <Box>
      <TimelineHeader
        list={list}
        zoom={params.zoom}
        onZoom={zoom.onZoom}
        model={model}
        edits={edits}
        editable={editable}
        onConflicts={dialogs.openPanel}
        onShortcuts={dialogs.openSheet}
      />
      <TimelineBody
        model={model}
        editable={editable}
        filtered={list.activeFilterCount > 0}
        onClearFilters={list.clearFilters}
      >
        <TimelineGrid
          model={model}
          edits={edits}
          from={period.from}
          to={period.to}
          zoom={params.zoom}
          initialDate={zoom.initialDate}
          withTentative={params.tentative}
          showPending={params.pending}
          editable={editable}
          onZoomStep={zoom.onZoomStep}
          onCursorChange={zoom.onCursorChange}
        />
      </TimelineBody>
      <TimelineDialogs
        dialogs={dialogs}
        model={model}
        save={edits.save}
        editable={editable}
        withTentative={params.tentative}
        projects={projectOptions}
      />
    </Box>
  );
}
