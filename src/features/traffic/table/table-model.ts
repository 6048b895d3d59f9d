import type {
  TrafficAllocation,
  TrafficGroupBy,
  TrafficProjectRef,
  TrafficRow,
} from '@/api/traffic/traffic.schemas';
import { parseDuration } from '@/lib/duration';
import type { DailyLoad } from '@/lib/traffic-load';
import { addPeriodLoads, periodLoad, type PeriodLoad, type TrafficPeriod } from '@/lib/traffic-periods';
import type { TrafficLoads } from '../shared/traffic-loads';

// The table's lines (group, person, and a person's allocation lines when expanded) with every figure
// a cell shows, worked out once per data change.

export const EMPTY_LOAD: PeriodLoad = {
  capacity: 0,
  booked: 0,
  tentative: 0,
  leave: 0,
  pendingLeave: 0,
  workingDays: 0,
  overbookedDays: 0,
};

export type PersonFigures = {
  row: TrafficRow;
  load: DailyLoad | undefined;
  periods: PeriodLoad[];
  total: PeriodLoad;
  // Working days with approved / pending leave, per period.
  approvedDays: number[];
  pendingDays: number[];
};

// One project of a person, confirmed or tentative: the allocations that say its time per day.
export type AllocationLine = {
  key: string;
  project: TrafficProjectRef;
  status: 'confirmed' | 'tentative';
  allocations: TrafficAllocation[];
  // Distinct minutes per day in each period (none: not allocated then).
  minutes: number[][];
};

export type TableLine =
  | { kind: 'group'; key: string; label: string; people: number; periods: PeriodLoad[]; total: PeriodLoad }
  | { kind: 'person'; key: string; person: PersonFigures; expanded: boolean }
  | { kind: 'allocation'; key: string; person: PersonFigures; line: AllocationLine };

function leaveDays(load: DailyLoad | undefined, period: TrafficPeriod, pending: boolean): number {
  if (!load) return 0;
  const source = pending ? load.pendingLeave : load.leave;
  let days = 0;
  for (let index = period.first; index <= period.last; index += 1) if (source[index]! > 0) days += 1;
  return days;
}

export function personFigures(
  row: TrafficRow,
  load: DailyLoad | undefined,
  periods: readonly TrafficPeriod[],
  withTentative: boolean,
): PersonFigures {
  const perPeriod = periods.map((period) =>
    load ? periodLoad(load, period.first, period.last, withTentative) : EMPTY_LOAD,
  );
  return {
    row,
    load,
    periods: perPeriod,
    total: perPeriod.reduce(addPeriodLoads, EMPTY_LOAD),
    approvedDays: periods.map((period) => leaveDays(load, period, false)),
    pendingDays: periods.map((period) => leaveDays(load, period, true)),
  };
}

export function allocationLinesOf(row: TrafficRow, periods: readonly TrafficPeriod[]): AllocationLine[] {
  const lines = new Map<string, AllocationLine>();
  for (const allocation of row.allocations) {
    const key = `${allocation.project.id}:${allocation.status}`;
    const line = lines.get(key) ?? {
      key,
      project: allocation.project,
      status: allocation.status,
      allocations: [],
      minutes: [],
    };
    line.allocations.push(allocation);
    lines.set(key, line);
  }
  for (const line of lines.values())
    line.minutes = periods.map((period) => {
      const values = new Set<number>();
      for (const allocation of line.allocations)
        if (allocation.start_date <= period.to && allocation.end_date >= period.from)
          values.add(parseDuration(allocation.hours_per_day) ?? 0);
      return [...values].sort((a, b) => a - b);
    });
  return [...lines.values()].sort(
    (a, b) => a.project.title.localeCompare(b.project.title) || a.status.localeCompare(b.status),
  );
}

type GroupRef = { key: string; label: string };

// The groups a person is shown in: one by department or position; by project or manager, one for each
// of theirs in the period (or "No …").
function groupsOf(row: TrafficRow, group: TrafficGroupBy): GroupRef[] {
  const ref = (item: { id: number; name: string } | null, none: string): GroupRef[] => [
    item ? { key: String(item.id), label: item.name } : { key: 'none', label: none },
  ];
  switch (group) {
    case 'none':
      return [{ key: 'all', label: 'Everyone' }];
    case 'department':
      return ref(row.user.department, 'No department');
    case 'position':
      return ref(row.user.position, 'No position');
    case 'project': {
      const projects = new Map(row.allocations.map((a) => [a.project.id, a.project.title]));
      return projects.size === 0
        ? [{ key: 'none', label: 'No project' }]
        : [...projects].map(([id, title]) => ({ key: String(id), label: title }));
    }
    case 'project_manager': {
      const managers = new Map<number, string>();
      for (const allocation of row.allocations)
        if (allocation.project.project_manager)
          managers.set(allocation.project.project_manager.id, allocation.project.project_manager.name);
      return managers.size === 0
        ? [{ key: 'none', label: 'No project manager' }]
        : [...managers].map(([id, name]) => ({ key: String(id), label: name }));
    }
  }
}

export type TableModel = {
  lines: TableLine[];
  people: PersonFigures[];
  totals: { periods: PeriodLoad[]; total: PeriodLoad };
};

export function tableModelOf({
  rows,
  loads,
  periods,
  group,
  withTentative,
  expanded,
}: {
  rows: readonly TrafficRow[];
  loads: TrafficLoads;
  periods: readonly TrafficPeriod[];
  group: TrafficGroupBy;
  withTentative: boolean;
  expanded: ReadonlySet<number>;
}): TableModel {
  const people = [...rows]
    .sort((a, b) => a.user.name.localeCompare(b.user.name))
    .map((row) => personFigures(row, loads.get(row.user.id), periods, withTentative));
  const groups = new Map<string, { ref: GroupRef; members: PersonFigures[] }>();
  for (const person of people)
    for (const ref of groupsOf(person.row, group)) {
      const entry = groups.get(ref.key) ?? { ref, members: [] };
      entry.members.push(person);
      groups.set(ref.key, entry);
    }
  const ordered = [...groups.values()].sort(
    (a, b) =>
      Number(a.ref.key === 'none') - Number(b.ref.key === 'none') || a.ref.label.localeCompare(b.ref.label),
  );
  const lines: TableLine[] = [];
  for (const { ref, members } of ordered) {
    if (group !== 'none') {
      const sums = periods.map((_, index) =>
        members.reduce((sum, person) => addPeriodLoads(sum, person.periods[index]!), EMPTY_LOAD),
      );
      lines.push({
        kind: 'group',
        key: `g:${ref.key}`,
        label: ref.label,
        people: members.length,
        periods: sums,
        total: sums.reduce(addPeriodLoads, EMPTY_LOAD),
      });
    }
    for (const person of members) {
      const open = expanded.has(person.row.user.id);
      const key = `p:${ref.key}:${person.row.user.id}`;
      lines.push({ kind: 'person', key, person, expanded: open });
      if (open)
        for (const line of allocationLinesOf(person.row, periods))
          lines.push({ kind: 'allocation', key: `${key}:${line.key}`, person, line });
    }
  }
  const totals = periods.map((_, index) =>
    people.reduce((sum, person) => addPeriodLoads(sum, person.periods[index]!), EMPTY_LOAD),
  );
  return { lines, people, totals: { periods: totals, total: totals.reduce(addPeriodLoads, EMPTY_LOAD) } };
}
