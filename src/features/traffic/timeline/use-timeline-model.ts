import { useMemo } from 'react';
import type { TrafficFilters } from '@/api/traffic/traffic-list.query';
import type {
  TrafficAllocation,
  TrafficGroupBy,
  TrafficProjectRef,
  TrafficRow,
} from '@/api/traffic/traffic.schemas';
import { conflictsOf, type Conflict } from '@/lib/traffic-conflicts';
import { holidaysByCountry, loadAllocationOf, trafficLoadsOf } from '../shared/traffic-loads';
import { useAllocationHistory } from '../shared/use-allocation-history';
import { useTrafficPeople } from '../shared/use-traffic-people';
import { useIncomingHires } from '@/api/traffic/traffic.queries';
import {
  INCOMING_GROUP,
  incomingRowId,
  incomingRowOf,
  timelineGroupsOf,
  timelineRowOf,
  type TimelineRow,
} from './timeline-rows';

export type TimelineModelOptions = {
  from: string;
  to: string;
  filters: TrafficFilters;
  withTentative: boolean;
  showPending: boolean;
  editable: boolean;
  group: TrafficGroupBy;
  extraProjects: ReadonlyMap<number, TrafficProjectRef>;
  // Whether candidates about to join are drawn (for those who may see recruitment).
  withIncoming: boolean;
};

// Filters a candidate cannot meet (they have no projects, skills on record or load yet): with any of
// them set, only people are shown.
const PEOPLE_ONLY_FILTERS = [
  'search',
  'user_ids',
  'seniority_ids',
  'skills',
  'project_ids',
  'project_manager_ids',
  'clients',
  'availability',
  'load',
] as const;
const narrowsToPeople = (filters: TrafficFilters) =>
  PEOPLE_ONLY_FILTERS.some((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
  });

const NO_CONFLICTS: readonly Conflict[] = [];

// Everything the timeline draws, worked out once per answer or saved change (never per scroll frame):
// the rows as they will be once the change on its way is saved, each person's load and conflicts, and
// the grid's rows and groups.
export function useTimelineModel(options: TimelineModelOptions) {
  const { from, to, filters, withTentative, showPending, editable, group, extraProjects } = options;
  const people = useTrafficPeople(from, to, filters);
  const incoming = useIncomingHires(
    { from, to, department_ids: filters.department_ids, position_ids: filters.position_ids },
    { enabled: options.withIncoming && !narrowsToPeople(filters) },
  );
  const incomingHires = incoming.isEnabled ? incoming.data : undefined;
  const history = useAllocationHistory(people.rows, extraProjects);
  const shown = history.shown;

  const loads = useMemo(
    () => (shown === people.rows ? people.loads : trafficLoadsOf(shown, people.holidays, from, to)),
    [shown, people.rows, people.loads, people.holidays, from, to],
  );
  const holidays = useMemo(() => holidaysByCountry(people.holidays), [people.holidays]);

  const conflictsByUser = useMemo(() => {
    const byUser = new Map<number, Conflict[]>();
    for (const row of shown) {
      const load = loads.get(row.user.id);
      if (!load || row.allocations.length === 0) continue;
      const found = conflictsOf(
        load,
        row.allocations.map(loadAllocationOf),
        holidays.get(row.user.country) ?? [],
        {
          withTentative,
          withPendingLeave: showPending,
        },
      );
      if (found.length > 0) byUser.set(row.user.id, found);
    }
    return byUser;
  }, [shown, loads, holidays, withTentative, showPending]);

  const rowsById = useMemo(
    () => new Map<number, TrafficRow>(shown.map((row) => [row.user.id, row])),
    [shown],
  );
  const allocationsById = useMemo(() => {
    const byId = new Map<number, TrafficAllocation>();
    for (const row of shown) for (const allocation of row.allocations) byId.set(allocation.id, allocation);
    return byId;
  }, [shown]);

  const rows: TimelineRow[] = useMemo(
    () => [
      ...shown.map((row) =>
        timelineRowOf(row, loads.get(row.user.id), conflictsByUser.get(row.user.id) ?? NO_CONFLICTS, {
          from,
          to,
          withTentative,
          showPending,
          editable,
          group,
        }),
      ),
      ...(incomingHires ?? []).map((hire) => incomingRowOf(hire, to, group)),
    ],
    [shown, loads, conflictsByUser, from, to, withTentative, showPending, editable, group, incomingHires],
  );
  const groups = useMemo(() => {
    const byPeople = timelineGroupsOf(shown, group);
    return byPeople.length > 0 && incomingHires?.length ? [...byPeople, INCOMING_GROUP] : byPeople;
  }, [shown, group, incomingHires]);
  const incomingById = useMemo(
    () => new Map((incomingHires ?? []).map((hire) => [incomingRowId(hire.id), hire])),
    [incomingHires],
  );

  return {
    people,
    history,
    loads,
    holidays,
    conflictsByUser,
    rowsById,
    allocationsById,
    rows,
    groups,
    incoming,
    incomingById,
  };
}

export type TimelineModel = ReturnType<typeof useTimelineModel>;
