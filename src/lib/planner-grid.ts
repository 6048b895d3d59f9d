// The planner grid's arithmetic: days as indexes from the range's first day, x positions, the visible
// window, a keyboard cursor's moves and coverage counts. Days are 'YYYY-MM-DD' texts counted in UTC,
// so a daylight-saving change never makes a day 23 or 25 hours long.

import { movedCursor, type CursorKey, type CursorOptions } from './grid-cursor';

export type PlannerZoom = 'week' | 'month' | 'quarter' | 'half' | 'year';

export const PLANNER_ZOOMS: readonly PlannerZoom[] = ['week', 'month', 'quarter', 'half', 'year'];

// Pixels per day at each zoom: day numbers fit from 18 px, a whole year at 8 px is about 3,000 px.
export const ZOOM_DAY_WIDTH: Record<PlannerZoom, number> = {
  week: 96,
  month: 36,
  quarter: 18,
  half: 12,
  year: 8,
};

const DAY_MS = 86_400_000;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

// Days since 1970-01-01 (UTC) of a 'YYYY-MM-DD' text; NaN when it is not one.
export function epochDayOf(date: string): number {
  const match = DATE_TEXT.exec(date);
  if (!match) return Number.NaN;
  return Math.round(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS);
}

export function dateOfEpochDay(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

// The index of `date` in a range starting at `from` (negative before it).
export const dayIndexOf = (from: string, date: string): number => epochDayOf(date) - epochDayOf(from);

export const dateAt = (from: string, index: number): string => dateOfEpochDay(epochDayOf(from) + index);

// Days from `from` to `to`, both included; 0 when `to` is before `from`.
export const dayCount = (from: string, to: string): number => Math.max(0, dayIndexOf(from, to) + 1);

// 0 = Sunday … 6 = Saturday, as Date#getUTCDay.
export const weekdayOf = (date: string): number => new Date(epochDayOf(date) * DAY_MS).getUTCDay();

export const dayX = (index: number, dayWidth: number): number => index * dayWidth;

// The day under an x offset of the day area, kept inside the range.
export function dayAtX(x: number, dayWidth: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor(x / dayWidth)));
}

export type IndexRange = { first: number; last: number };

// The items an offset and a viewport show, widened by `overscan` on each side; null when none.
export function visibleRange(
  offset: number,
  viewport: number,
  itemSize: number,
  count: number,
  overscan = 0,
): IndexRange | null {
  if (count <= 0 || itemSize <= 0) return null;
  const first = Math.max(0, Math.floor(offset / itemSize) - overscan);
  const last = Math.min(count - 1, Math.ceil((offset + Math.max(viewport, 0)) / itemSize) - 1 + overscan);
  return last < first ? null : { first, last };
}

// A bar's days as indexes clipped to the range [0, count); null when it lies outside.
export function clippedSpan(from: string, count: number, start: string, end: string): IndexRange | null {
  const first = Math.max(0, dayIndexOf(from, start));
  const last = Math.min(count - 1, dayIndexOf(from, end));
  return Number.isNaN(first) || Number.isNaN(last) || last < first ? null : { first, last };
}

export const overlaps = (a: IndexRange, b: IndexRange): boolean => a.first <= b.last && b.first <= a.last;

// How many spans cover each day: a difference array, so a year of 500 people costs one pass.
export function coverageCounts(spans: Iterable<IndexRange>, count: number): Int32Array {
  const deltas = new Int32Array(count + 1);
  for (const span of spans) {
    const first = Math.max(0, span.first);
    const last = Math.min(count - 1, span.last);
    if (last < first) continue;
    deltas[first] = (deltas[first] ?? 0) + 1;
    deltas[last + 1] = (deltas[last + 1] ?? 0) - 1;
  }
  const counts = new Int32Array(count);
  let running = 0;
  for (let day = 0; day < count; day += 1) {
    running += deltas[day] ?? 0;
    counts[day] = running;
  }
  return counts;
}

// The first day of the period a zoom shows around `anchor`: its week (Monday), month, quarter, half
// year or year.
export function periodStart(zoom: PlannerZoom, anchor: string): string {
  const epoch = epochDayOf(anchor);
  if (Number.isNaN(epoch)) return anchor;
  const date = new Date(epoch * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  if (zoom === 'week') return dateOfEpochDay(epoch - ((date.getUTCDay() + 6) % 7));
  const firstMonth = { month, quarter: month - (month % 3), half: month - (month % 6), year: 0 }[zoom];
  return `${year}-${pad2(firstMonth + 1)}-01`;
}

const PERIOD_MONTHS: Record<Exclude<PlannerZoom, 'week'>, number> = {
  month: 1,
  quarter: 3,
  half: 6,
  year: 12,
};

function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}-01`;
}

// The period a zoom shows from its first day: [from, to], both included.
export function periodOf(zoom: PlannerZoom, anchor: string): { from: string; to: string } {
  const from = periodStart(zoom, anchor);
  if (zoom === 'week') return { from, to: dateAt(from, 6) };
  const next = addMonths(from, PERIOD_MONTHS[zoom]);
  return { from, to: dateAt(next, -1) };
}

// Where a period opens (px of the day area scrolled past): a week or a month on its first day, as one
// reads it; a longer period on its start when the cursor's day is in view from there, else with that
// day in the middle, never past either end.
export function initialDayScroll(
  zoom: PlannerZoom,
  cursorDay: number,
  dayWidth: number,
  viewport: number,
  count: number,
): number {
  if (zoom === 'week' || zoom === 'month') return 0;
  if ((cursorDay + 1) * dayWidth <= viewport) return 0;
  const furthest = Math.max(0, count * dayWidth - viewport);
  const centred = Math.round(cursorDay * dayWidth - (viewport - dayWidth) / 2);
  return Math.min(Math.max(centred, 0), furthest);
}

// The first day of the previous (-1) or next (+1) period.
export function stepPeriod(zoom: PlannerZoom, from: string, step: number): string {
  const start = periodStart(zoom, from);
  return zoom === 'week' ? dateAt(start, 7 * step) : addMonths(start, PERIOD_MONTHS[zoom] * step);
}

export type DayCursor = { row: number; day: number };

export type DayCursorBounds = {
  rows: number;
  days: number;
  // Rows one screen holds (PageUp/PageDown).
  pageRows: number;
  // Today's index in the range, or null when today is outside it.
  today: number | null;
};

export const PLANNER_CURSOR: CursorOptions = { keys: 'all', columnJump: 7, todayKey: true };

// The planner's moves of the one grid cursor: arrows by a day or a row, Ctrl/⌘+←/→ a week,
// PageUp/PageDown a screen of rows, Home/End the range's ends (with Ctrl/⌘ also the first or last
// row), T today. null when the key is not a move.
export function movedDayCursor(
  cursor: DayCursor,
  event: CursorKey,
  bounds: DayCursorBounds,
): DayCursor | null {
  const next = movedCursor(
    { row: cursor.row, column: cursor.day },
    event,
    { rows: bounds.rows, columns: bounds.days, pageRows: bounds.pageRows, today: bounds.today },
    PLANNER_CURSOR,
  );
  return next && { row: next.row, day: next.column };
}

// The lane count a row needs: one more than its highest lane (at least one).
export const laneCountOf = (lanes: Iterable<number | undefined>): number => {
  let highest = 0;
  for (const lane of lanes) highest = Math.max(highest, lane ?? 0);
  return highest + 1;
};

// A weekend strip's offset: the x where the first Saturday on or after `from` begins, for a
// repeating 7-day gradient.
export function firstSaturdayIndex(from: string): number {
  return (6 - weekdayOf(from) + 7) % 7;
}

// A bar's place within its lane (px): the whole lane, its top half (a morning), its bottom half (an
// afternoon), or, for a day taken by hours, that share of the lane from the top (2:00 of 8:00 is a
// quarter). A 1-2 px gap keeps stacked bars apart; even the shortest stays visible.
export type BarPart = 'full' | 'am' | 'pm';
const MIN_BAR_HEIGHT = 3;
export function barBox(
  part: BarPart,
  share: number | undefined,
  laneTop: number,
  laneHeight: number,
): { top: number; height: number } {
  if (part !== 'full') {
    return { top: laneTop + (part === 'pm' ? laneHeight / 2 : 0), height: laneHeight / 2 - 1 };
  }
  if (share === undefined || !(share > 0) || share >= 1) return { top: laneTop, height: laneHeight - 2 };
  return { top: laneTop, height: Math.max(MIN_BAR_HEIGHT, laneHeight * share - 1) };
}
