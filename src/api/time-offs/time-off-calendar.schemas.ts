import * as z from 'zod/mini';
import {
  departmentRefSchema,
  partialDaySchema,
  timeOffStatusSchema,
  timeOffTypeSchema,
} from './time-off.schemas';

// The team calendar (proposed): a page of people, each with their time off overlapping the range, and
// the holidays of the range by country. Rejected requests are left out unless asked for. The kind of a
// colleague's leave is private (sick leave is health data): `type` is null unless the caller may see
// the request itself (their own, one they review, or time-off::manage); the calendar says "Away".

export { CALENDAR_MAX_PER_PAGE } from './time-off-calendar-list.query';

export const calendarPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  department: z.nullable(departmentRefSchema),
  country: z.nullable(z.string()),
});

export const calendarTimeOffSchema = z.object({
  id: z.number(),
  type: z.nullable(timeOffTypeSchema),
  status: timeOffStatusSchema,
  start_date: z.string(),
  end_date: z.string(),
  partial_days: z.array(partialDaySchema),
});
export type CalendarTimeOff = z.infer<typeof calendarTimeOffSchema>;

export const calendarRowSchema = z.object({
  user: calendarPersonSchema,
  time_offs: z.array(calendarTimeOffSchema),
});
export type CalendarRow = z.infer<typeof calendarRowSchema>;

export const calendarHolidaySchema = z.object({ date: z.string(), name: z.string(), country: z.string() });
export type CalendarHoliday = z.infer<typeof calendarHolidaySchema>;

export const timeOffCalendarSchema = z.object({
  data: z.object({
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    data: z.array(calendarRowSchema),
  }),
  holidays: z.array(calendarHolidaySchema),
});
export type TimeOffCalendarPage = z.infer<typeof timeOffCalendarSchema>;

// The calendar's query: timeOffCalendarListQuery (time-off-calendar-list.query.ts).
export type { TimeOffCalendarFilters } from './time-off-calendar-list.query';
