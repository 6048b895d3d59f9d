import type { TrafficSummary, TrafficSummaryPeriod } from '@/api/traffic/traffic.schemas';
import { fromCents } from '@/lib/cents';
import { formatDuration } from '@/lib/duration';
import { termLineCounted } from '@/lib/term-forecast';
import {
  addPeriodLoads,
  periodLoad,
  trafficPeriods,
  type PeriodLoad,
  type TrafficPeriod,
} from '@/lib/traffic-periods';
import type { TermRow } from './project-schemas';
import type { MockUser } from './schemas';
import type { TrafficQuery } from './traffic-query';
import { loadOf, type TrafficIndex } from './traffic-view';

// GET traffic/summary and the CSV export: each person's load summed per period (src/lib rules), per
// group, with the forecast per currency counted as the project figures count it (a line per term and
// period: termLine's rule, working days without Georgia's holidays, rounded once).

const EMPTY_LOAD: PeriodLoad = {
  capacity: 0,
  booked: 0,
  tentative: 0,
  leave: 0,
  pendingLeave: 0,
  workingDays: 0,
  overbookedDays: 0,
};

// booked ÷ capacity × 100, one decimal; null without capacity.
export const utilisationOf = (load: PeriodLoad): number | null =>
  load.capacity > 0 ? Math.round((load.booked * 1000) / load.capacity) / 10 : null;

type GroupTotals = {
  key: string;
  label: string;
  people: Set<number>;
  loads: PeriodLoad[];
  // Per period: currency → cents.
  revenue: Map<string, number>[];
};

// The person's minutes per period; booked counts only `terms` (a project's group) and tentative ones
// only when the query counts them.
export function personPeriodLoads(
  index: TrafficIndex,
  query: TrafficQuery,
  user: MockUser,
  periods: readonly TrafficPeriod[],
  terms: readonly TermRow[],
): PeriodLoad[] {
  const load = loadOf(index, user, terms);
  return periods.map((period) => periodLoad(load, period.first, period.last, query.countTentative));
}

function addRevenue(
  index: TrafficIndex,
  totals: GroupTotals,
  periods: readonly TrafficPeriod[],
  terms: readonly TermRow[],
) {
  for (const term of terms) {
    const currency = index.projects.get(term.internal_project_id)?.currency;
    if (currency === undefined) continue;
    periods.forEach((period, position) => {
      // A term outside the period lists no currency; one inside it does, even at 0.
      if (term.start_date > period.to || term.end_date < period.from) return;
      const { cents } = termLineCounted(term, period.from, period.to, index.projectWorkingDays);
      const revenue = totals.revenue[position]!;
      revenue.set(currency, (revenue.get(currency) ?? 0) + cents);
    });
  }
}

type Membership = { key: string; label: string; terms: readonly TermRow[] };

// The groups a person counts in: one, or with group_by=project / project_manager one per project
// (manager) of their allocations in the range, with those allocations only.
function membershipsOf(index: TrafficIndex, groupBy: TrafficQuery['groupBy'], user: MockUser): Membership[] {
  const terms = index.terms.get(user.id) ?? [];
  const named = (id: number | null, names: Map<number, string>, none: string): Membership => {
    const name = id === null ? undefined : names.get(id);
    return name === undefined ? { key: 'none', label: none, terms } : { key: String(id), label: name, terms };
  };
  if (groupBy === 'department') return [named(user.department_id, index.departments, 'No department')];
  if (groupBy === 'position') return [named(user.position_id, index.positions, 'No position')];
  if (groupBy === 'none') return [{ key: 'all', label: 'Everyone', terms }];
  const byKey = new Map<string, Membership & { terms: TermRow[] }>();
  for (const term of terms) {
    const project = index.projects.get(term.internal_project_id);
    if (!project) continue;
    const managerId = project.project_manager_id;
    const managerName = managerId === null ? undefined : index.userNames.get(managerId);
    const [key, label] =
      groupBy === 'project'
        ? [String(project.id), project.title]
        : managerName === undefined
          ? ['none', 'No project manager']
          : [String(managerId), managerName];
    const group = byKey.get(key) ?? { key, label, terms: [] };
    group.terms.push(term);
    byKey.set(key, group);
  }
  if (byKey.size > 0) return [...byKey.values()];
  return [{ key: 'none', label: groupBy === 'project' ? 'No project' : 'No project manager', terms: [] }];
}

const toPeriod = (
  period: TrafficPeriod,
  load: PeriodLoad,
  revenue: Map<string, number> | null,
): TrafficSummaryPeriod => ({
  start: period.from,
  end: period.to,
  capacity: formatDuration(load.capacity),
  booked: formatDuration(load.booked),
  tentative: formatDuration(load.tentative),
  leave: formatDuration(load.leave),
  utilisation: utilisationOf(load),
  forecast_revenue:
    revenue &&
    [...revenue]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, cents]) => ({ currency, amount: fromCents(cents) })),
});

// The forecast only with `withRevenue` (a caller who may read booking money, issue 30, L4); null otherwise.
export function trafficSummary(
  index: TrafficIndex,
  query: TrafficQuery,
  people: readonly MockUser[],
  withRevenue: boolean,
): TrafficSummary {
  const periods = trafficPeriods(query.from, query.to, query.granularity);
  const groups = new Map<string, GroupTotals>();
  for (const user of people) {
    for (const membership of membershipsOf(index, query.groupBy, user)) {
      let totals = groups.get(membership.key);
      if (!totals) {
        totals = {
          key: membership.key,
          label: membership.label,
          people: new Set(),
          loads: periods.map(() => EMPTY_LOAD),
          revenue: periods.map(() => new Map()),
        };
        groups.set(membership.key, totals);
      }
      totals.people.add(user.id);
      const loads = personPeriodLoads(index, query, user, periods, membership.terms);
      totals.loads = totals.loads.map((load, position) => addPeriodLoads(load, loads[position]!));
      addRevenue(index, totals, periods, membership.terms);
    }
  }
  return [...groups.values()]
    .sort((a, b) => Number(a.key === 'none') - Number(b.key === 'none') || a.label.localeCompare(b.label))
    .map((group) => ({
      key: group.key,
      label: group.label,
      people: group.people.size,
      periods: periods.map((period, position) =>
        toPeriod(period, group.loads[position]!, withRevenue ? group.revenue[position]! : null),
      ),
    }));
}
