import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { PlannerGrid } from '@/components/planner-grid/planner-grid';
import type { PlannerHoliday } from '@/components/planner-grid/planner-grid-types';
import type { PlannerZoom } from '@/lib/planner-grid';
import { candidateHref } from '@/lib/recruitment-links';
import { describeIncomingDay, describeTimelineDay } from '@/lib/traffic-timeline-text';
import { TIMELINE_KEY_HELP } from './timeline-shortcuts';
import { leaveTypeLabel, withSelection, type TimelineBar, type TimelineRow } from './timeline-rows';
import type { TimelineModel } from './use-timeline-model';
import type { useTimelineEdits } from './use-timeline-edits';

type Props = {
  model: TimelineModel;
  edits: ReturnType<typeof useTimelineEdits>;
  from: string;
  to: string;
  zoom: PlannerZoom;
  initialDate: string;
  withTentative: boolean;
  showPending: boolean;
  editable: boolean;
  onZoomStep: (step: number) => void;
  onCursorChange: (date: string) => void;
};

// People × days of the period on the planner grid: allocations and leave in lanes, each person's
// availability strip, conflicts outlined; the cursor's day read aloud as booked of capacity, what is
// allocated and what leave there is.
export function TimelineGrid({
  model,
  edits,
  from,
  to,
  zoom,
  initialDate,
  withTentative,
  showPending,
  editable,
  onZoomStep,
  onCursorChange,
}: Props) {
  const { rowsById, incomingById, loads, holidays } = model;
  const router = useRouter();
  const rows = useMemo(() => withSelection(model.rows, edits.selected), [model.rows, edits.selected]);
  const plannerHolidays: PlannerHoliday[] = useMemo(
    () => model.people.holidays.map(({ date, name, country }) => ({ date, name, country })),
    [model.people.holidays],
  );

  const describeCell = useCallback(
    (row: TimelineRow, date: string) => {
      const hire = incomingById.get(row.id);
      if (hire) return describeIncomingDay(hire, date);
      const traffic = rowsById.get(Number(row.id));
      if (!traffic) return row.label;
      return describeTimelineDay({
        name: traffic.user.name,
        date,
        load: loads.get(traffic.user.id),
        withTentative,
        allocations: traffic.allocations
          .filter((allocation) => allocation.start_date <= date && allocation.end_date >= date)
          .map((allocation) => ({
            title: allocation.project.title,
            percentage: allocation.percentage,
            status: allocation.status,
          })),
        leave: traffic.time_offs
          .filter(
            (entry) =>
              entry.start_date <= date &&
              entry.end_date >= date &&
              (entry.status === 'approved' || (showPending && entry.status === 'pending')),
          )
          .map((entry) => ({
            type: leaveTypeLabel(entry.type),
            status: entry.status,
            part: entry.partial_days.find((day) => day.date === date)?.part ?? null,
          })),
        holiday: holidays.get(traffic.user.country)?.find((day) => day.date === date)?.name ?? null,
      });
    },
    [rowsById, incomingById, loads, holidays, withTentative, showPending],
  );

  const onActivate = useCallback(
    (row: TimelineRow, date: string) => {
      if (editable) edits.createAt(row, date, date);
    },
    [editable, edits],
  );
  // An incoming hire opens in recruitment, where they can be hired (and then planned).
  const onBarActivate = useCallback(
    (bar: TimelineBar) => {
      if (bar.kind === 'incoming') void router.push(candidateHref(bar.candidateId));
      else edits.onBarActivate(bar);
    },
    [edits, router],
  );

  return (
    <PlannerGrid<TimelineBar>
      label="Traffic timeline"
      from={from}
      to={to}
      zoom={zoom}
      rows={rows}
      groups={model.groups}
      holidays={plannerHolidays}
      describeCell={describeCell}
      initialDate={initialDate}
      onActivate={onActivate}
      onBarActivate={onBarActivate}
      onZoomStep={onZoomStep}
      onRangeActivate={editable ? edits.createAt : undefined}
      tabThroughBars
      onKey={edits.onKey}
      onDrag={editable ? edits.onDrag : undefined}
      onBarShiftClick={editable ? edits.onBarShiftClick : undefined}
      onCursorChange={onCursorChange}
      keyHelp={editable ? TIMELINE_KEY_HELP : 'C lists conflicts; question mark lists every key.'}
      rowHeight={44}
      height={600}
    />
  );
}
