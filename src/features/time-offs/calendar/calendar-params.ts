import * as z from 'zod/mini';
import { listParam } from '@/lib/list-params';
import { periodOf, type PlannerZoom } from '@/lib/planner-grid';
import { isValidDateText } from '@/lib/validation';

// The calendar's state in the address:
// ?view=calendar&zoom=month&from=2025-05-01&department=3&search=ana&rejected=1&limit=20.

export const CALENDAR_ZOOMS = ['month', 'quarter', 'year'] as const;
export type CalendarZoom = (typeof CALENDAR_ZOOMS)[number];

export const CALENDAR_ZOOM_LABELS: Record<CalendarZoom, string> = {
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

// The share of the people shown who may be absent on a day before the coverage row warns.
export const COVERAGE_LIMITS = ['off', '10', '20', '30', '50'] as const;
export type CoverageLimit = (typeof COVERAGE_LIMITS)[number];

export const calendarParamsSchema = z.object({
  zoom: listParam.oneOf(CALENDAR_ZOOMS),
  from: listParam.text(),
  department: listParam.id(),
  search: listParam.text(),
  rejected: listParam.flag(),
  limit: listParam.oneOf(COVERAGE_LIMITS),
});

export const CALENDAR_DEFAULTS = {
  filters: {
    zoom: 'month' as CalendarZoom,
    from: '',
    department: null as number | null,
    search: '',
    rejected: false,
    limit: 'off' as CoverageLimit,
  },
  sort: { id: 'name', desc: false },
};

// Zoom, period and the coverage limit are how one looks, not what one filters by: "Clear filters"
// keeps them.
export const CALENDAR_VIEW_FIELDS = ['zoom', 'from', 'limit'] as const;

// Whether a day's absences are above the limit: more than `limit` % of the people shown.
export function aboveCoverageLimit(absent: number, total: number, limit: CoverageLimit): boolean {
  if (limit === 'off' || total === 0) return false;
  return absent * 100 > Number(limit) * total;
}

// The period shown: the one holding `from`, or today's when `from` is missing or not a date.
export function calendarPeriod(
  zoom: CalendarZoom,
  from: string,
  today: string,
): { from: string; to: string } {
  return periodOf(zoom, isValidDateText(from) ? from : today);
}

// A zoom step from the keyboard: '+' shows a shorter period, '-' a longer one.
export function steppedZoom(zoom: CalendarZoom, step: number): CalendarZoom {
  const index = CALENDAR_ZOOMS.indexOf(zoom) + step;
  return CALENDAR_ZOOMS[Math.min(CALENDAR_ZOOMS.length - 1, Math.max(0, index))] ?? zoom;
}

export function periodTitle(zoom: PlannerZoom, from: string): string {
  const year = from.slice(0, 4);
  const month = Number(from.slice(5, 7));
  if (zoom === 'year') return year;
  if (zoom === 'quarter') return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
  const name = new Date(Date.UTC(Number(year), month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${name} ${year}`;
}
