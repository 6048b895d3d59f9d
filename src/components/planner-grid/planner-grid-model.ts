import { observeElementRect, type Virtualizer } from '@tanstack/react-virtual';
import { format, parseISO } from 'date-fns';
import { clippedSpan, dayIndexOf, laneCountOf, type IndexRange } from '@/lib/planner-grid';
import type { PlannerBar, PlannerGroup, PlannerHoliday, PlannerRow } from './planner-grid-types';

// The grid's derived data, computed once per data change (not per scroll frame).

export type GridLine<TBar extends PlannerBar> =
  | { kind: 'group'; group: PlannerGroup; count: number; collapsed: boolean }
  | { kind: 'row'; row: PlannerRow<TBar> };

// Rows in their groups' order under a header each; a collapsed group keeps only its header. Rows of
// no listed group come last, without a header.
export function gridLinesOf<TBar extends PlannerBar>(
  rows: readonly PlannerRow<TBar>[],
  groups: readonly PlannerGroup[] | undefined,
  collapsed: ReadonlySet<string>,
): GridLine<TBar>[] {
  if (!groups || groups.length === 0) return rows.map((row) => ({ kind: 'row', row }));
  const byGroup = new Map<string, PlannerRow<TBar>[]>(groups.map((group) => [group.id, []]));
  const loose: PlannerRow<TBar>[] = [];
  for (const row of rows) {
    const members = row.groupId === undefined ? undefined : byGroup.get(row.groupId);
    if (members) members.push(row);
    else loose.push(row);
  }
  const lines: GridLine<TBar>[] = [];
  for (const group of groups) {
    const members = byGroup.get(group.id) ?? [];
    if (members.length === 0) continue;
    const isCollapsed = collapsed.has(group.id);
    lines.push({ kind: 'group', group, count: members.length, collapsed: isCollapsed });
    if (!isCollapsed) for (const row of members) lines.push({ kind: 'row', row });
  }
  for (const row of loose) lines.push({ kind: 'row', row });
  return lines;
}

export type PlacedBar<TBar extends PlannerBar> = { bar: TBar; span: IndexRange };

export type RowModel<TBar extends PlannerBar> = {
  bars: PlacedBar<TBar>[];
  laneCount: number;
  // The days of the row's own country's holidays.
  holidayDays: number[];
};

export type HolidayModel = {
  // Every holiday in the range by day, for the header's names.
  byDay: Map<number, PlannerHoliday[]>;
  // Days of holidays without a country: drawn once for every row.
  commonDays: number[];
  byCountry: Map<string, number[]>;
};

export function holidayModelOf(
  holidays: readonly PlannerHoliday[],
  from: string,
  count: number,
): HolidayModel {
  const byDay = new Map<number, PlannerHoliday[]>();
  const common = new Set<number>();
  const byCountry = new Map<string, Set<number>>();
  for (const holiday of holidays) {
    const day = dayIndexOf(from, holiday.date);
    if (!(day >= 0 && day < count)) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), holiday]);
    if (holiday.country) {
      const days = byCountry.get(holiday.country) ?? new Set<number>();
      days.add(day);
      byCountry.set(holiday.country, days);
    } else common.add(day);
  }
  const sorted = (days: Set<number>) => [...days].sort((a, b) => a - b);
  return {
    byDay,
    commonDays: sorted(common),
    byCountry: new Map([...byCountry].map(([country, days]) => [country, sorted(days)])),
  };
}

export function rowModelOf<TBar extends PlannerBar>(
  row: PlannerRow<TBar>,
  from: string,
  count: number,
  holidays: HolidayModel,
): RowModel<TBar> {
  const bars: PlacedBar<TBar>[] = [];
  for (const bar of row.bars) {
    const span = clippedSpan(from, count, bar.start, bar.end);
    if (span) bars.push({ bar, span });
  }
  bars.sort((a, b) => a.span.first - b.span.first || (a.bar.lane ?? 0) - (b.bar.lane ?? 0));
  return {
    bars,
    laneCount: laneCountOf(bars.map(({ bar }) => bar.lane)),
    holidayDays: row.country ? (holidays.byCountry.get(row.country) ?? []) : [],
  };
}

// The bar under a day of a row (the lowest lane first), if any.
export function barAt<TBar extends PlannerBar>(model: RowModel<TBar>, day: number): TBar | null {
  let found: PlacedBar<TBar> | null = null;
  for (const placed of model.bars) {
    if (placed.span.first > day) break;
    if (placed.span.last >= day && (found === null || (placed.bar.lane ?? 0) < (found.bar.lane ?? 0)))
      found = placed;
  }
  return found?.bar ?? null;
}

export const dayLabel = (date: string): string => format(parseISO(date), 'EEE d MMM yyyy');
export const monthLabel = (date: string): string => format(parseISO(date), 'MMMM yyyy');
export const weekdayShort = (date: string): string => format(parseISO(date), 'EEEEEE');

export function holidayNames(holidays: readonly PlannerHoliday[] | undefined): string {
  if (!holidays || holidays.length === 0) return '';
  const countries = new Set(holidays.map((holiday) => holiday.country ?? ''));
  return holidays
    .map((holiday) =>
      countries.size > 1 && holiday.country ? `${holiday.name} (${holiday.country})` : holiday.name,
    )
    .join(', ');
}

// A scroller with no layout (jsdom, a hidden tab) reports 0 × 0, which would show nothing: keep the
// assumed rect instead.
export function observeRectOrFallback(
  instance: Virtualizer<HTMLDivElement, HTMLDivElement>,
  onRect: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    onRect(rect.height > 0 && rect.width > 0 ? rect : instance.options.initialRect),
  );
}

// Visible columns widened to a multiple of `step` days, so rows redraw every few days of horizontal
// scrolling, not every pixel.
export function quantisedWindow(first: number, last: number, count: number, step = 16): IndexRange {
  return {
    first: Math.max(0, Math.floor(first / step) * step),
    last: Math.min(count - 1, Math.ceil((last + 1) / step) * step - 1),
  };
}

// The key help the grid is described by, with the keys its caller switched on.
export function plannerKeyHelp(marks: boolean, tabThroughBars: boolean, more: string | undefined): string {
  return (
    'Arrow keys move by day and person, Control with left or right arrow by a week, Page Up and Page Down ' +
    'by a screen, Home and End to the first and last day, T to today, Enter opens the day or the entry on it.' +
    (marks ? ' Shift with left or right arrow marks days, Enter creates there.' : '') +
    (tabThroughBars ? ' Tab moves from entry to entry of the row.' : '') +
    (more ? ` ${more}` : '')
  );
}
