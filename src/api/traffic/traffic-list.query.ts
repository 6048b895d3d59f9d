import * as z from 'zod/mini';
import { AVAILABILITY_VALUES } from '@/lib/availability';
import { TRAFFIC_GRANULARITIES } from '@/lib/traffic-periods';
import { defineListQuery, listFilter, type FiltersOfQuery } from '../list-query';
import { TRAFFIC_GROUPS, TRAFFIC_LOADS, TRAFFIC_MAX_PER_PAGE } from './traffic.schemas';

// The planner's calls (GET traffic, traffic/summary, traffic/export, traffic/incoming): their filters,
// declared once for the requests, the screens and the mock. No sort keys: people come by name.

// "skillId:minLevel", a proficiency from 1 to 5 ("12:4").
const SKILL_LEVEL = /^\d+:[1-5]$/;

// Who the planner shows over from..to (both required; the mock refuses a reversed range or one over
// 366 days). Every list is an "any of".
const trafficFilters = {
  from: listFilter.required(listFilter.day()),
  to: listFilter.required(listFilter.day()),
  search: listFilter.text(),
  user_ids: listFilter.ids(),
  department_ids: listFilter.ids(),
  position_ids: listFilter.ids(),
  seniority_ids: listFilter.ids(),
  skills: z.optional(z.array(z.string().check(z.regex(SKILL_LEVEL)))),
  project_ids: listFilter.ids(),
  project_manager_ids: listFilter.ids(),
  clients: listFilter.texts(),
  // The value in force at `from`.
  availability: listFilter.manyOf(AVAILABILITY_VALUES),
  load: listFilter.oneOf(TRAFFIC_LOADS),
  // Absent: tentative allocations answered, not counted; 1: counted; 0: left out altogether.
  include_tentative: listFilter.oneOf(['1', '0']),
};
// A link's skill filter the API takes.
export const isSkillLevel = (text: string): boolean => SKILL_LEVEL.test(text);
const messages = { skills: 'The :field field must be a skill id and a level from 1 to 5 (12:4).' };

// GET traffic: a page of people (100 at most) with what the planner draws.
export const trafficListQuery = defineListQuery({
  sorts: [],
  filters: trafficFilters,
  messages,
  perPage: TRAFFIC_MAX_PER_PAGE,
  maxPerPage: TRAFFIC_MAX_PER_PAGE,
});

// GET traffic/summary: every person selected, per group and period.
export const trafficSummaryListQuery = defineListQuery({
  sorts: [],
  filters: {
    ...trafficFilters,
    granularity: listFilter.oneOf(TRAFFIC_GRANULARITIES),
    group_by: listFilter.oneOf(TRAFFIC_GROUPS),
  },
  messages,
  paging: 'none',
});

// GET traffic/export?format=csv: the table view's rows.
export const trafficExportListQuery = defineListQuery({
  sorts: [],
  filters: {
    ...trafficFilters,
    granularity: listFilter.oneOf(TRAFFIC_GRANULARITIES),
    format: listFilter.oneOf(['csv']),
  },
  messages,
  paging: 'none',
});

// GET traffic/incoming: candidates about to join, over the planner's range (proposed).
export const trafficIncomingListQuery = defineListQuery({
  sorts: [],
  filters: {
    from: trafficFilters.from,
    to: trafficFilters.to,
    department_ids: trafficFilters.department_ids,
    position_ids: trafficFilters.position_ids,
  },
  paging: 'none',
});

// Who the planner shows (the range apart): what a screen's address becomes.
export type TrafficFilters = Omit<FiltersOfQuery<typeof trafficListQuery>, 'from' | 'to'>;
export type TrafficIncomingFilters = FiltersOfQuery<typeof trafficIncomingListQuery>;
