import * as z from 'zod/mini';
import { dataOf } from '../common.schemas';
import {
  partialDaySchema,
  timeOffStatusSchema,
  timeOffTypeSchema,
  exclusionSchema,
} from '../time-offs/time-off.schemas';

// Traffic planning (planning.md §2.5, every call proposed): the read model of a period — people with
// their availability entries, their allocations (the projects' terms) and their time off, and the
// holidays by country — a summary per group and period, and one batch call for every change.

export const TRAFFIC_MAX_PER_PAGE = 100;

const refSchema = z.object({ id: z.number(), name: z.string() });

export const trafficPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  position: z.nullable(refSchema),
  department: z.nullable(refSchema),
  seniority: z.nullable(refSchema),
  // ISO 3166 code whose holidays the person keeps (GE, RS).
  country: z.string(),
  // Whether the person's latest availability entry is of the billable type.
  is_billable: z.boolean(),
});
export type TrafficPerson = z.infer<typeof trafficPersonSchema>;

export const trafficAvailabilitySchema = z.object({
  id: z.number(),
  type: z.string(),
  date: z.string(),
  data: z.object({ availability: z.string() }),
});

export const trafficProjectRefSchema = z.object({
  id: z.number(),
  title: z.string(),
  client: z.nullable(z.string()),
  currency: z.string(),
  project_manager: z.nullable(refSchema),
});
export type TrafficProjectRef = z.infer<typeof trafficProjectRefSchema>;

// A term as the planner draws it: who, which project, when, how much per working day.
export const trafficAllocationSchema = z.object({
  id: z.number(),
  internal_project_id: z.number(),
  project: trafficProjectRefSchema,
  user_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  hours_per_day: z.string(),
  percentage: z.number(),
  // null when the caller may not read booking money (issue 30, L4; project::view or project::update).
  hourly_rate: z.nullable(z.number()),
  currency: z.string(),
  working_days: z.number(),
  status: z.enum(['confirmed', 'tentative']),
  note: z.nullable(z.string()),
});
export type TrafficAllocation = z.infer<typeof trafficAllocationSchema>;

// `type` is null when the kind of leave is not the caller's to see (as in the team calendar): "Away".
export const trafficTimeOffSchema = z.object({
  id: z.number(),
  type: z.nullable(timeOffTypeSchema),
  status: timeOffStatusSchema,
  start_date: z.string(),
  end_date: z.string(),
  partial_days: z.array(partialDaySchema),
  exclusion: exclusionSchema,
});
export type TrafficTimeOff = z.infer<typeof trafficTimeOffSchema>;

export const trafficRowSchema = z.object({
  user: trafficPersonSchema,
  availability: z.array(trafficAvailabilitySchema),
  allocations: z.array(trafficAllocationSchema),
  time_offs: z.array(trafficTimeOffSchema),
});
export type TrafficRow = z.infer<typeof trafficRowSchema>;

export const trafficHolidaySchema = z.object({ date: z.string(), name: z.string(), country: z.string() });
export type TrafficHoliday = z.infer<typeof trafficHolidaySchema>;

export const trafficPageSchema = z.object({
  data: z.object({
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    data: z.array(trafficRowSchema),
  }),
  holidays: z.array(trafficHolidaySchema),
});
export type TrafficPage = z.infer<typeof trafficPageSchema>;

// A candidate at pre-offer or offer whose start date falls on or before the period's end: the planner
// draws them from that day, so the team sees who is coming (proposed).
export const incomingHireSchema = z.object({
  id: z.number(),
  name: z.string(),
  stage: z.enum(['pre-offer', 'offer']),
  position: z.nullable(refSchema),
  department: z.nullable(refSchema),
  country: z.string(),
  available_from: z.string(),
});
export type IncomingHire = z.infer<typeof incomingHireSchema>;
export const incomingHireListSchema = dataOf(z.array(incomingHireSchema));

// Quick filters over the range: at least half free, overbooked on some day, no allocation at all.
export const TRAFFIC_LOADS = ['free', 'overbooked', 'unallocated'] as const;
export type TrafficLoadFilter = (typeof TRAFFIC_LOADS)[number];

export const TRAFFIC_GROUPS = ['none', 'department', 'project_manager', 'project', 'position'] as const;
export type TrafficGroupBy = (typeof TRAFFIC_GROUPS)[number];

// Who the planner shows (TrafficFilters) is declared in traffic-list.query.ts.

// GET traffic/summary: per group and period, minutes as "HH:MM" totals and the forecast per currency.
export const trafficSummaryPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  capacity: z.string(),
  booked: z.string(),
  tentative: z.string(),
  leave: z.string(),
  // booked ÷ capacity × 100, one decimal; null without capacity.
  utilisation: z.nullable(z.number()),
  // null when the caller may not read booking money (issue 30, L4), as hourly_rate.
  forecast_revenue: z.nullable(z.array(z.object({ currency: z.string(), amount: z.number() }))),
});
export type TrafficSummaryPeriod = z.infer<typeof trafficSummaryPeriodSchema>;

export const trafficSummarySchema = dataOf(
  z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      people: z.number(),
      periods: z.array(trafficSummaryPeriodSchema),
    }),
  ),
);
export type TrafficSummary = z.infer<typeof trafficSummarySchema>['data'];

// PATCH traffic/allocations: all or nothing; 422 keys name the part (`changes.1.end_date`).
export const trafficBatchResultSchema = dataOf(
  z.object({
    created: z.array(trafficAllocationSchema),
    updated: z.array(trafficAllocationSchema),
    deleted: z.array(z.number()),
  }),
);
export type TrafficBatchResult = z.infer<typeof trafficBatchResultSchema>['data'];
