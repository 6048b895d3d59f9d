import {
  TRAFFIC_GROUPS,
  TRAFFIC_LOADS,
  TRAFFIC_MAX_PER_PAGE,
  type TrafficGroupBy,
  type TrafficLoadFilter,
} from '@/api/traffic/traffic.schemas';
import { dayCount } from '@/lib/planner-grid';
import { TRAFFIC_GRANULARITIES, periodLoad, type TrafficGranularity } from '@/lib/traffic-periods';
import { availabilityOn } from '@/lib/traffic-load';
import { queryIds } from '../routing/ids';
import { validationFailed } from '../routing/responses';
import { validate } from '../routing/validate';
import type { MockUser } from './schemas';
import { loadOf, type TrafficIndex } from './traffic-view';

// The planner's query (planning.md §2.2) as every traffic call reads it: the range, the filters of
// TrafficFilters, and the people they select (employees only, by name).

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

// key=a&key=b, key[]=a, key[0]=a.
export function queryTexts(url: URL, field: string): string[] {
  const indexed = new RegExp(`^${field}\\[\\d*\\]$`);
  return [...url.searchParams]
    .filter(([key]) => key === field || indexed.test(key))
    .map(([, value]) => value.trim())
    .filter((value) => value !== '');
}

export const optionalIds = (url: URL, field: string): number[] =>
  queryTexts(url, field).length > 0 ? queryIds(url, field) : [];

const SKILL = /^(\d+):([1-5])$/;

// Throws Laravel's 422 at the field for a range that is missing, reversed or over a year and a day, and
// for unknown quick filters, groupings or page sizes.
export function trafficQuery(url: URL): TrafficQuery {
  const values = validate(Object.fromEntries(url.searchParams), {
    from: ['required', 'date'],
    to: ['required', 'date'],
    per_page: ['integer'],
    load: [{ in: TRAFFIC_LOADS }],
    include_tentative: ['boolean'],
    granularity: [{ in: TRAFFIC_GRANULARITIES }],
    group_by: [{ in: TRAFFIC_GROUPS }],
  });
  const from = values.from.slice(0, 10);
  const to = values.to.slice(0, 10);
  const errors: Record<string, string[]> = {};
  if (to < from) errors.to = ['The to field must be a date after or equal to from.'];
  else if (dayCount(from, to) > TRAFFIC_MAX_DAYS)
    errors.to = [`The to field must be at most ${TRAFFIC_MAX_DAYS} days after from.`];
  const perPage = values.per_page === '' ? TRAFFIC_MAX_PER_PAGE : Number(values.per_page);
  if (perPage < 1) errors.per_page = ['The per page field must be at least 1.'];
  else if (perPage > TRAFFIC_MAX_PER_PAGE)
    errors.per_page = [`The per page field must not be greater than ${TRAFFIC_MAX_PER_PAGE}.`];
  const skills = queryTexts(url, 'skills').flatMap((text, position) => {
    const match = SKILL.exec(text);
    if (match) return [{ skillId: Number(match[1]), minLevel: Number(match[2]) }];
    errors[`skills.${position}`] = [
      `The skills.${position} field must be a skill id and a level from 1 to 5 (12:4).`,
    ];
    return [];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const tentative = values.include_tentative;
  return {
    from,
    to,
    search: (url.searchParams.get('search') ?? '').trim().toLowerCase(),
    userIds: optionalIds(url, 'user_ids'),
    departmentIds: optionalIds(url, 'department_ids'),
    positionIds: optionalIds(url, 'position_ids'),
    seniorityIds: optionalIds(url, 'seniority_ids'),
    skills,
    projectIds: optionalIds(url, 'project_ids'),
    projectManagerIds: optionalIds(url, 'project_manager_ids'),
    clients: queryTexts(url, 'clients'),
    availability: queryTexts(url, 'availability'),
    load: values.load === '' ? null : (values.load as TrafficLoadFilter),
    countTentative: tentative === '1' || tentative === 'true',
    dropTentative: tentative === '0' || tentative === 'false',
    perPage,
    granularity: values.granularity === '' ? 'month' : (values.granularity as TrafficGranularity),
    groupBy: values.group_by === '' ? 'none' : (values.group_by as TrafficGroupBy),
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
