import * as z from 'zod/mini';
import { isSkillLevel, type TrafficFilters } from '@/api/traffic/traffic-list.query';
import {
  TRAFFIC_GROUPS,
  TRAFFIC_LOADS,
  type TrafficGroupBy,
  type TrafficLoadFilter,
} from '@/api/traffic/traffic.schemas';
import { isAvailabilityValue } from '@/lib/availability';
import { listParam } from '@/lib/list-params';
import { periodOf, type PlannerZoom } from '@/lib/planner-grid';
import { TRAFFIC_GRANULARITIES, type TrafficGranularity } from '@/lib/traffic-periods';
import { isValidDateText } from '@/lib/validation';

// Both traffic views read one set of parameters from the address, so a link (or switching views)
// keeps the period, the grouping and every filter:
// ?from=2026-01-01&zoom=quarter&granularity=month&group=department&department=3&skill=12:4&pending=1

export const TABLE_SPANS = ['quarter', 'half', 'year'] as const;
export type TableSpan = (typeof TABLE_SPANS)[number];

export const trafficParamsSchema = z.object({
  // A day inside the period shown (today's period when empty).
  from: listParam.text(),
  // The timeline's zoom.
  zoom: listParam.oneOf(['week', 'month', 'quarter', 'half', 'year']),
  // The table's columns and its span.
  granularity: listParam.oneOf(TRAFFIC_GRANULARITIES),
  span: listParam.oneOf(TABLE_SPANS),
  group: listParam.oneOf(TRAFFIC_GROUPS),
  department: listParam.ids(),
  position: listParam.ids(),
  seniority: listParam.ids(),
  project: listParam.ids(),
  pm: listParam.ids(),
  client: listParam.texts(),
  // "skillId:minLevel"
  skill: listParam.texts(),
  availability: listParam.texts(),
  load: listParam.oneOf(['any', ...TRAFFIC_LOADS]),
  // Tentative allocations counted in utilisation; pending leave drawn (both on by default).
  tentative: listParam.flag(),
  pending: listParam.flag(),
  search: listParam.text(),
});
export type TrafficParams = z.output<typeof trafficParamsSchema>;

export const TRAFFIC_DEFAULTS = {
  filters: {
    from: '',
    zoom: 'month' as PlannerZoom,
    granularity: 'month' as TrafficGranularity,
    span: 'year' as TableSpan,
    group: 'department' as TrafficGroupBy,
    department: [] as number[],
    position: [] as number[],
    seniority: [] as number[],
    project: [] as number[],
    pm: [] as number[],
    client: [] as string[],
    skill: [] as string[],
    availability: [] as string[],
    load: 'any' as 'any' | TrafficLoadFilter,
    tentative: true,
    pending: true,
    search: '',
  },
  sort: { id: 'name', desc: false },
};

// Where one looks, not what one filters by: "Clear filters" keeps them.
export const TRAFFIC_VIEW_FIELDS = [
  'from',
  'zoom',
  'granularity',
  'span',
  'group',
  'tentative',
  'pending',
] as const;

// The saved views' page key (POST saved-filters).
export const TRAFFIC_SAVED_VIEW_PAGE = 'traffic';

// The API's filters (trafficListQuery's) of the address's; a value the API does not take (an old or
// edited link's) is left out rather than refused.
export function trafficFiltersOf(params: TrafficParams): TrafficFilters {
  return {
    ...(params.search ? { search: params.search } : {}),
    department_ids: params.department,
    position_ids: params.position,
    seniority_ids: params.seniority,
    project_ids: params.project,
    project_manager_ids: params.pm,
    clients: params.client,
    skills: params.skill.filter(isSkillLevel),
    availability: params.availability.filter(isAvailabilityValue),
    ...(params.load === 'any' ? {} : { load: params.load }),
    include_tentative: params.tentative ? '1' : '0',
  };
}

const anchorOf = (from: string, today: string) => (isValidDateText(from) ? from : today);

// The timeline's period: the zoom's period holding the anchor.
export const timelinePeriod = (params: Pick<TrafficParams, 'zoom' | 'from'>, today: string) =>
  periodOf(params.zoom, anchorOf(params.from, today));

// The table's period: the quarter, half year or year holding the anchor.
export const tablePeriod = (params: Pick<TrafficParams, 'span' | 'from'>, today: string) =>
  periodOf(params.span, anchorOf(params.from, today));
