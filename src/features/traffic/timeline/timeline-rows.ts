import type {
  IncomingHire,
  TrafficAllocation,
  TrafficRow,
  TrafficTimeOff,
} from '@/api/traffic/traffic.schemas';
import type {
  PlannerBar,
  PlannerGroup,
  PlannerRow,
  PlannerStripRun,
} from '@/components/planner-grid/planner-grid-types';
import { avatarColor } from '@/lib/avatar';
import { withLanes } from '@/lib/bar-lanes';
import { dateAt, dayIndexOf } from '@/lib/planner-grid';
import { PRIVATE_LEAVE_LABEL, TIME_OFF_TYPE_LABELS, type TimeOffTypeCode } from '@/lib/time-off-labels';
import { stripDescription, stripRuns, type StripStatus } from '@/lib/traffic-availability-strip';
import type { Conflict } from '@/lib/traffic-conflicts';
import type { DailyLoad } from '@/lib/traffic-load';
import {
  allocationBarLabel,
  allocationBarText,
  conflictWords,
  dayRangeText,
  incomingBarLabel,
} from '@/lib/traffic-timeline-text';
import type { TrafficGroupBy } from '@/api/traffic/traffic.schemas';

// The read model as the planner grid draws it: per person, allocation bars in their project's colour
// (tentative striped, conflicts outlined and said), leave bars (approved solid, pending hatched, half
// days half height), lanes so nothing overlaps, and the availability strip with its words.

export type TimelineBar = PlannerBar &
  (
    | { kind: 'allocation'; allocationId: number; userId: number }
    | { kind: 'leave'; timeOffId: number }
    | { kind: 'incoming'; candidateId: number }
  );

export type TimelineRow = PlannerRow<TimelineBar>;

// Dark enough for white text (≥ 4.5:1), as the avatar palette's project colours are.
export const LEAVE_COLOR = '#455A64';

export const STRIP_COLORS: Record<Exclude<StripStatus, 'off'>, string> = {
  free: '#2E7D32',
  full: '#1565C0',
  over: '#C62828',
  on_demand: '#616161',
};

// null: a kind of leave that is not the planner's to see (GET traffic sends none): "Away".
export const leaveTypeLabel = (type: string | null): string =>
  type === null
    ? PRIVATE_LEAVE_LABEL
    : (TIME_OFF_TYPE_LABELS[type as TimeOffTypeCode] ?? type.replace(/_/g, ' '));

export const allocationBarId = (id: number) => `a${id}`;

export type RowOptions = {
  from: string;
  to: string;
  withTentative: boolean;
  showPending: boolean;
  editable: boolean;
  group: TrafficGroupBy;
};

const PART_WORDS = { am: 'morning', pm: 'afternoon', hours: 'part of the day' } as const;

function leaveBars(timeOff: TrafficTimeOff): TimelineBar[] {
  const type = leaveTypeLabel(timeOff.type);
  const pending = timeOff.status === 'pending';
  const base = {
    kind: 'leave' as const,
    timeOffId: timeOff.id,
    color: LEAVE_COLOR,
    pattern: pending ? ('hatched' as const) : ('solid' as const),
    text: pending ? `${type} (pending)` : type,
  };
  const parts = new Map(timeOff.partial_days.map((day) => [day.date, day]));
  const bars: TimelineBar[] = [];
  let runStart: string | null = null;
  const close = (end: string) => {
    if (runStart === null) return;
    bars.push({
      ...base,
      id: `l${timeOff.id}-${runStart}`,
      start: runStart,
      end,
      label: `${type}, ${timeOff.status}, ${dayRangeText(runStart, end)}`,
    });
    runStart = null;
  };
  const length = dayIndexOf(timeOff.start_date, timeOff.end_date) + 1;
  for (let index = 0; index < length; index += 1) {
    const date = dateAt(timeOff.start_date, index);
    const part = parts.get(date);
    if (!part) {
      runStart ??= date;
      continue;
    }
    close(dateAt(date, -1));
    bars.push({
      ...base,
      id: `l${timeOff.id}-${date}`,
      start: date,
      end: date,
      part: part.part === 'hours' ? 'full' : part.part,
      label: `${type}, ${timeOff.status}, ${dayRangeText(date, date)} ${PART_WORDS[part.part]}`,
    });
  }
  close(timeOff.end_date);
  return bars;
}

function allocationBar(
  allocation: TrafficAllocation,
  conflicts: readonly string[],
  editable: boolean,
): TimelineBar {
  const shape = {
    title: allocation.project.title,
    percentage: allocation.percentage,
    hours_per_day: allocation.hours_per_day,
    status: allocation.status,
    start_date: allocation.start_date,
    end_date: allocation.end_date,
  };
  return {
    kind: 'allocation',
    allocationId: allocation.id,
    userId: allocation.user_id,
    id: allocationBarId(allocation.id),
    start: allocation.start_date,
    end: allocation.end_date,
    text: allocationBarText(shape),
    // A narrow bar still names its project.
    shortText: allocation.project.title,
    label: allocationBarLabel(shape, conflicts),
    color: avatarColor(allocation.project.id),
    pattern: allocation.status === 'tentative' ? 'hatched' : 'solid',
    outlined: conflicts.length > 0,
    movable: editable,
  };
}

// The leave type a leave conflict is about: the first time off of that status covering its first day.
export function leaveTypeOf(row: TrafficRow, conflict: Conflict): string | undefined {
  const timeOff = row.time_offs.find(
    (entry) =>
      entry.status === conflict.leaveStatus &&
      entry.start_date <= conflict.first &&
      entry.end_date >= conflict.first,
  );
  // A private kind: the conflict says "on approved leave".
  return timeOff && timeOff.type !== null ? leaveTypeLabel(timeOff.type) : undefined;
}

function groupIdOf(row: TrafficRow, group: TrafficGroupBy): string | undefined {
  switch (group) {
    case 'department':
      return row.user.department ? `d${row.user.department.id}` : 'none';
    case 'position':
      return row.user.position ? `p${row.user.position.id}` : 'none';
    case 'project': {
      // A person on several projects is listed under the first one that starts.
      const first = [...row.allocations].sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
      return first ? `j${first.project.id}` : 'none';
    }
    case 'project_manager': {
      const first = [...row.allocations].sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
      return first?.project.project_manager ? `m${first.project.project_manager.id}` : 'none';
    }
    default:
      return undefined;
  }
}

export function timelineGroupsOf(rows: readonly TrafficRow[], group: TrafficGroupBy): PlannerGroup[] {
  if (group === 'none') return [];
  const groups = new Map<string, string>();
  for (const row of rows) {
    const id = groupIdOf(row, group);
    if (!id || id === 'none' || groups.has(id)) continue;
    if (group === 'department' && row.user.department) groups.set(id, row.user.department.name);
    if (group === 'position' && row.user.position) groups.set(id, row.user.position.name);
    const first = [...row.allocations].sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
    if (group === 'project' && first) groups.set(id, first.project.title);
    if (group === 'project_manager' && first?.project.project_manager)
      groups.set(id, first.project.project_manager.name);
  }
  return [
    ...[...groups].sort((a, b) => a[1].localeCompare(b[1])).map(([id, label]) => ({ id, label })),
    { id: 'none', label: `No ${group.replace('_', ' ')}` },
  ];
}

export function timelineRowOf(
  row: TrafficRow,
  load: DailyLoad | undefined,
  conflicts: readonly Conflict[],
  options: RowOptions,
): TimelineRow {
  const wordsById = new Map<number, string[]>();
  for (const conflict of conflicts) {
    const words = conflictWords(
      conflict,
      conflict.kind === 'on_leave' ? leaveTypeOf(row, conflict) : undefined,
    );
    for (const id of conflict.allocationIds) wordsById.set(id, [...(wordsById.get(id) ?? []), words]);
  }
  const bars: TimelineBar[] = [
    ...row.allocations.map((allocation) =>
      allocationBar(allocation, wordsById.get(allocation.id) ?? [], options.editable),
    ),
    ...row.time_offs
      .filter((entry) => entry.status === 'approved' || (options.showPending && entry.status === 'pending'))
      .flatMap(leaveBars),
  ];
  const laned = withLanes(bars, options.from, dayIndexOf(options.from, options.to) + 1);
  const runs = load ? stripRuns(load, options.withTentative) : [];
  const strip: PlannerStripRun[] = runs.flatMap((run) =>
    run.status === 'off'
      ? []
      : [
          {
            first: run.first,
            last: run.last,
            color: STRIP_COLORS[run.status],
            hatched: run.status === 'on_demand',
          },
        ],
  );
  return {
    id: String(row.user.id),
    label: row.user.name,
    subLabel: [row.user.position?.name, row.user.department?.name].filter(Boolean).join(' · ') || undefined,
    country: row.user.country,
    groupId: groupIdOf(row, options.group),
    bars: laned,
    strip,
    description: stripDescription(runs),
  };
}

// The rows with the selected allocations marked (only rows holding one are new objects).
export function withSelection(
  rows: readonly TimelineRow[],
  selected: ReadonlySet<number>,
): readonly TimelineRow[] {
  if (selected.size === 0) return rows;
  return rows.map((row) =>
    row.bars.some((bar) => bar.kind === 'allocation' && selected.has(bar.allocationId))
      ? {
          ...row,
          bars: row.bars.map((bar) =>
            bar.kind === 'allocation' && selected.has(bar.allocationId) ? { ...bar, selected: true } : bar,
          ),
        }
      : row,
  );
}

// Candidates at pre-offer or offer, below the people: a hatched bar from their start date to the end of
// the period, read-only (they are planned once hired). Their row ids never parse as a person's.
export const INCOMING_GROUP_ID = 'incoming';
export const INCOMING_COLOR = '#6D4C41';
export const incomingRowId = (candidateId: number) => `incoming-${candidateId}`;

export function incomingRowOf(hire: IncomingHire, to: string, group: TrafficGroupBy): TimelineRow {
  const label = incomingBarLabel(hire);
  return {
    id: incomingRowId(hire.id),
    label: hire.name,
    subLabel: ['Incoming', hire.position?.name].filter(Boolean).join(' · '),
    country: hire.country,
    groupId: group === 'none' ? undefined : INCOMING_GROUP_ID,
    bars: [
      {
        kind: 'incoming',
        candidateId: hire.id,
        id: `i${hire.id}`,
        start: hire.available_from,
        end: to < hire.available_from ? hire.available_from : to,
        text: hire.stage === 'offer' ? 'Joins (offer made)' : 'Joins (pre-offer)',
        label,
        color: INCOMING_COLOR,
        pattern: 'hatched',
        lane: 0,
      },
    ],
  };
}

export const INCOMING_GROUP = { id: INCOMING_GROUP_ID, label: 'Incoming hires' };
