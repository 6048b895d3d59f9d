import {
  trafficExportListQuery,
  trafficListQuery,
  trafficSummaryListQuery,
} from '@/api/traffic/traffic-list.query';
import type { FiltersOfQuery } from '@/api/list-query';
import type { TrafficGroupBy, TrafficLoadFilter } from '@/api/traffic/traffic.schemas';
import { dayCount } from '@/lib/planner-grid';
import { periodLoad, type TrafficGranularity } from '@/lib/traffic-periods';
import { availabilityOn } from '@/lib/traffic-load';
import { validationFailed } from '../routing/responses';
import type { MockUser } from './schemas';
import { loadOf, type TrafficIndex } from './traffic-view';

// The planner's query (planning.md §2.2) as every traffic call reads it, through its declaration in
// src/api/traffic/traffic-list.query.ts: the range, the filters, and the people they select
// (employees only, by name).

export const TRAFFIC_MAX_DAYS = 366;

export type TrafficQuery = {
  from: string;
  to: string;
  search: string;
  userIds: number[];
  departmentIds: number[];
  positionIds: number[];
  seniorityIds: number[];
  skills: { skillId: number; minLevel: number }[];
  projectIds: number[];
  projectManagerIds: number[];
  clients: string[];
  availability: string[];
  load: TrafficLoadFilter | null;
  // include_tentative=1: utilisation and the load filters count tentative allocations.
  countTentative: boolean;
  // include_tentative=0: tentative allocations are left out altogether.
  dropTentative: boolean;
  perPage: number;
  granularity: TrafficGranularity;
  groupBy: TrafficGroupBy;
};

// Laravel's 422 at `to` for a range reversed or over a year and a day (both ends read as days).
export function trafficRangeErrors(from: string, to: string): Record<string, string[]> | null {
  if (to < from) return { to: ['The to field must be a date after or equal to from.'] };
  if (dayCount(from, to) > TRAFFIC_MAX_DAYS)
    return { to: [`The to field must be at most ${TRAFFIC_MAX_DAYS} days after from.`] };
  return null;
}

// The call's declaration: each reads what its call takes and ignores the rest, as Laravel does.
export type TrafficDeclaration =
  typeof trafficListQuery | typeof trafficSummaryListQuery | typeof trafficExportListQuery;

// What any of the calls reads: the planner's filters, and the table's columns and grouping.
type TrafficCallFilters = FiltersOfQuery<typeof trafficListQuery> &
  Partial<Pick<FiltersOfQuery<typeof trafficSummaryListQuery>, 'granularity' | 'group_by'>>;

// Throws Laravel's 422 at the field for a range that is missing, reversed or over a year and a day, and
// for anything the call's declaration does not take (quick filters, groupings, page sizes, skills).
export function trafficQuery(url: URL, declaration: TrafficDeclaration): TrafficQuery {
  const read = declaration.read(url);
  if (!read.ok) throw validationFailed(read.errors);
  const filters: TrafficCallFilters = read.query.filters;
  const rangeErrors = trafficRangeErrors(filters.from, filters.to);
  if (rangeErrors) throw validationFailed(rangeErrors);
  return {
    from: filters.from,
    to: filters.to,
    search: (filters.search ?? '').trim().toLowerCase(),
    userIds: filters.user_ids ?? [],
    departmentIds: filters.department_ids ?? [],
    positionIds: filters.position_ids ?? [],
    seniorityIds: filters.seniority_ids ?? [],
    skills: (filters.skills ?? []).map((text) => {
      const [skillId, minLevel] = text.split(':').map(Number);
      return { skillId: skillId ?? 0, minLevel: minLevel ?? 1 };
    }),
    projectIds: filters.project_ids ?? [],
    projectManagerIds: filters.project_manager_ids ?? [],
    clients: filters.clients ?? [],
    availability: filters.availability ?? [],
    load: filters.load ?? null,
    countTentative: filters.include_tentative === '1',
    dropTentative: filters.include_tentative === '0',
    perPage: read.query.perPage,
    granularity: filters.granularity ?? 'month',
    groupBy: filters.group_by ?? 'none',
  };
}

// Employed (no stage or hired), not archived, with a start date: the people time off lists too.
const isEmployee = (user: MockUser) =>
  !user.archived && user.start_date !== null && (user.stage === '' || user.stage === 'hired');

const anyOf = <T>(wanted: readonly T[], value: T) => wanted.length === 0 || wanted.includes(value);

// Free: some capacity, booked at most half of it over the range; overbooked: some day over capacity and the slack;
// unallocated: no allocation in the range.
function hasLoad(index: TrafficIndex, query: TrafficQuery, user: MockUser): boolean {
  const terms = index.terms.get(user.id) ?? [];
  if (query.load === 'unallocated') return terms.length === 0;
  const load = loadOf(index, user, terms);
  const total = periodLoad(load, 0, load.count - 1, query.countTentative);
  if (query.load === 'overbooked') return total.overbookedDays > 0;
  return total.capacity > 0 && total.booked * 2 <= total.capacity;
}

// The people the filters select, by name. Project, manager and client filters keep people with an
// allocation in the range on a project that passes all three.
export function trafficPeople(index: TrafficIndex, query: TrafficQuery): MockUser[] {
  const projectFiltered =
    query.projectIds.length > 0 || query.projectManagerIds.length > 0 || query.clients.length > 0;
  const projectFits = (projectId: number) => {
    const project = index.projects.get(projectId);
    return (
      project !== undefined &&
      anyOf(query.projectIds, project.id) &&
      anyOf(query.projectManagerIds, project.project_manager_id ?? -1) &&
      (query.clients.length === 0 || (project.client !== null && query.clients.includes(project.client)))
    );
  };
  return index.db.users
    .all()
    .filter(
      (user) =>
        isEmployee(user) &&
        anyOf(query.userIds, user.id) &&
        anyOf(query.departmentIds, user.department_id ?? -1) &&
        anyOf(query.positionIds, user.position_id ?? -1) &&
        anyOf(query.seniorityIds, user.seniority_id ?? -1) &&
        (query.search === '' || user.name.toLowerCase().includes(query.search)) &&
        (query.skills.length === 0 ||
          query.skills.some(({ skillId, minLevel }) =>
            user.skills.some((skill) => skill.skill_id === skillId && skill.proficiency >= minLevel),
          )) &&
        (query.availability.length === 0 ||
          query.availability.includes(
            availabilityOn(
              (index.availability.get(user.id) ?? []).map((entry) => ({
                ...entry,
                availability: entry.data.availability,
              })),
              query.from,
            ),
          )) &&
        (!projectFiltered ||
          (index.terms.get(user.id) ?? []).some((term) => projectFits(term.internal_project_id))) &&
        (query.load === null || hasLoad(index, query, user)),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
