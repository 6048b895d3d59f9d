import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barBox,
  clippedSpan,
  coverageCounts,
  dateAt,
  dayAtX,
  dayCount,
  dayIndexOf,
  firstSaturdayIndex,
  initialDayScroll,
  laneCountOf,
  movedDayCursor,
  periodOf,
  stepPeriod,
  visibleRange,
  weekdayOf,
  ZOOM_DAY_WIDTH,
  type PlannerZoom,
} from '@/lib/planner-grid';

const someDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('days as indexes of a range', () => {
  it('counts both ends and crosses a daylight-saving change and a leap day whole', () => {
    expect(dayCount('2025-03-01', '2025-03-31')).toBe(31);
    expect(dayCount('2024-01-01', '2024-12-31')).toBe(366);
    expect(dayIndexOf('2025-10-20', '2025-10-27')).toBe(7);
    expect(dateAt('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('an end before the start is an empty range', () => {
    expect(dayCount('2025-03-10', '2025-03-01')).toBe(0);
  });

  it('a date and its index round-trip', () => {
    fc.assert(
      fc.property(someDate, fc.integer({ min: -800, max: 800 }), (from, index) => {
        expect(dayIndexOf(from, dateAt(from, index))).toBe(index);
      }),
    );
  });

  it('knows the weekday and the first Saturday of a range', () => {
    expect(weekdayOf('2025-05-14')).toBe(3);
    expect(firstSaturdayIndex('2025-05-14')).toBe(3);
    expect(firstSaturdayIndex('2025-05-17')).toBe(0);
    expect(firstSaturdayIndex('2025-05-18')).toBe(6);
  });
});

describe('x positions and the visible window', () => {
  it('the day under an x stays inside the range', () => {
    expect(dayAtX(0, 36, 31)).toBe(0);
    expect(dayAtX(71, 36, 31)).toBe(1);
    expect(dayAtX(72, 36, 31)).toBe(2);
    expect(dayAtX(-5, 36, 31)).toBe(0);
    expect(dayAtX(99_999, 36, 31)).toBe(30);
  });

  it('shows the items the viewport touches, widened by the overscan and cut at the ends', () => {
    expect(visibleRange(0, 400, 40, 500)).toEqual({ first: 0, last: 9 });
    expect(visibleRange(410, 400, 40, 500, 2)).toEqual({ first: 8, last: 22 });
    expect(visibleRange(19_800, 400, 40, 500, 10)).toEqual({ first: 485, last: 499 });
    expect(visibleRange(0, 400, 40, 0)).toBeNull();
  });

  it('a bar is clipped to the range, or left out when outside it', () => {
    expect(clippedSpan('2025-05-01', 31, '2025-04-28', '2025-05-02')).toEqual({ first: 0, last: 1 });
    expect(clippedSpan('2025-05-01', 31, '2025-05-30', '2025-06-03')).toEqual({ first: 29, last: 30 });
    expect(clippedSpan('2025-05-01', 31, '2025-06-01', '2025-06-03')).toBeNull();
  });
});

describe('coverage per day', () => {
  it('counts the spans over each day', () => {
    const counts = coverageCounts(
      [
        { first: 0, last: 2 },
        { first: 2, last: 4 },
        { first: -3, last: 0 },
        { first: 6, last: 9 },
      ],
      7,
    );
    expect([...counts]).toEqual([2, 1, 2, 1, 1, 0, 1]);
  });

  it('equals counting span by span', () => {
    const span = fc
      .tuple(fc.integer({ min: -5, max: 40 }), fc.integer({ min: 0, max: 10 }))
      .map(([first, length]) => ({ first, last: first + length }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 30 }), (spans) => {
        const counts = coverageCounts(spans, 30);
        for (let day = 0; day < 30; day += 1) {
          expect(counts[day]).toBe(spans.filter((s) => s.first <= day && day <= s.last).length);
        }
      }),
    );
  });

  it('lanes: one more than the highest', () => {
    expect(laneCountOf([])).toBe(1);
    expect(laneCountOf([undefined, 0, 2])).toBe(3);
  });
});

describe('periods of a zoom', () => {
  it('a month, a quarter, a half and a year around a day, and a week from Monday', () => {
    expect(periodOf('month', '2024-02-14')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodOf('quarter', '2025-05-14')).toEqual({ from: '2025-04-01', to: '2025-06-30' });
    expect(periodOf('half', '2025-11-03')).toEqual({ from: '2025-07-01', to: '2025-12-31' });
    expect(periodOf('year', '2025-05-14')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(periodOf('week', '2025-05-14')).toEqual({ from: '2025-05-12', to: '2025-05-18' });
  });

  it('steps back and forth across a year end', () => {
    expect(stepPeriod('month', '2025-12-01', 1)).toBe('2026-01-01');
    expect(stepPeriod('quarter', '2025-01-01', -1)).toBe('2024-10-01');
    expect(stepPeriod('week', '2025-05-14', 1)).toBe('2025-05-19');
  });

  it('every day of a period lies in it, and the next period starts the day after', () => {
    fc.assert(
      fc.property(
        someDate,
        fc.constantFrom('week', 'month', 'quarter', 'half', 'year' as const),
        (day, zoom) => {
          const period = periodOf(zoom, day);
          expect(period.from <= day && day <= period.to).toBe(true);
          expect(stepPeriod(zoom, period.from, 1)).toBe(dateAt(period.to, 1));
        },
      ),
    );
  });
});

describe('the keyboard cursor', () => {
  const bounds = { rows: 500, days: 365, pageRows: 12, today: 133 };
  const at = { row: 10, day: 100 };

  it('arrows move a day or a person, Ctrl a week', () => {
    expect(movedDayCursor(at, { key: 'ArrowRight' }, bounds)).toEqual({ row: 10, day: 101 });
    expect(movedDayCursor(at, { key: 'ArrowLeft' }, bounds)).toEqual({ row: 10, day: 99 });
    expect(movedDayCursor(at, { key: 'ArrowDown' }, bounds)).toEqual({ row: 11, day: 100 });
    expect(movedDayCursor(at, { key: 'ArrowUp' }, bounds)).toEqual({ row: 9, day: 100 });
    expect(movedDayCursor(at, { key: 'ArrowRight', ctrlKey: true }, bounds)).toEqual({ row: 10, day: 107 });
    expect(movedDayCursor(at, { key: 'ArrowLeft', metaKey: true }, bounds)).toEqual({ row: 10, day: 93 });
  });

  it('PageUp and PageDown move a screen of rows, Home and End to the range ends, T to today', () => {
    expect(movedDayCursor(at, { key: 'PageDown' }, bounds)).toEqual({ row: 22, day: 100 });
    expect(movedDayCursor(at, { key: 'PageUp' }, bounds)).toEqual({ row: 0, day: 100 });
    expect(movedDayCursor(at, { key: 'Home' }, bounds)).toEqual({ row: 10, day: 0 });
    expect(movedDayCursor(at, { key: 'End' }, bounds)).toEqual({ row: 10, day: 364 });
    expect(movedDayCursor(at, { key: 'End', ctrlKey: true }, bounds)).toEqual({ row: 499, day: 364 });
    expect(movedDayCursor(at, { key: 't' }, bounds)).toEqual({ row: 10, day: 133 });
    expect(movedDayCursor(at, { key: 't' }, { ...bounds, today: null })).toBeNull();
    expect(movedDayCursor(at, { key: 'x' }, bounds)).toBeNull();
  });

  it('never leaves the grid', () => {
    const key = fc.constantFrom(
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'PageUp',
      'PageDown',
      'Home',
      'End',
      'T',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.boolean()), { maxLength: 40 }), (keys) => {
        let cursor = { row: 0, day: 0 };
        for (const [name, ctrlKey] of keys)
          cursor = movedDayCursor(cursor, { key: name, ctrlKey }, bounds) ?? cursor;
        expect(cursor.row >= 0 && cursor.row < bounds.rows).toBe(true);
        expect(cursor.day >= 0 && cursor.day < bounds.days).toBe(true);
      }),
    );
  });
});

describe('barBox: a bar’s height for the part of the day it stands for', () => {
  it('a whole day fills its lane; a morning the top half, an afternoon the bottom half', () => {
    expect(barBox('full', undefined, 3, 40)).toEqual({ top: 3, height: 38 });
    expect(barBox('am', undefined, 3, 40)).toEqual({ top: 3, height: 19 });
    expect(barBox('pm', undefined, 3, 40)).toEqual({ top: 23, height: 19 });
  });

  it('some hours take their share of the lane from the top: 2:00 of 8:00 a quarter', () => {
    expect(barBox('full', 0.25, 3, 40)).toEqual({ top: 3, height: 9 });
    expect(barBox('full', 0.5, 3, 40).height).toBe(barBox('am', undefined, 3, 40).height);
    // A share of the whole day or more is the whole day; a sliver stays visible.
    expect(barBox('full', 1, 3, 40)).toEqual(barBox('full', undefined, 3, 40));
    expect(barBox('full', 0.01, 3, 40).height).toBe(3);
  });

  it('never draws taller than the whole day, however large the lane', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.integer({ min: 8, max: 200 }),
        (share, lane) => {
          const box = barBox('full', share, 0, lane);
          expect(box.height).toBeLessThanOrEqual(lane - 1);
          expect(box.height).toBeGreaterThanOrEqual(3);
        },
      ),
    );
  });
});

describe('initialDayScroll: where a view opens', () => {
  // At 1280 px the timeline's day area is about 760 px: 21 days of a month at 36 px.
  const viewport = 760;

  it('the month view opens on the 1st, even when today is past the days in view', () => {
    expect(initialDayScroll('month', 24, 36, viewport, 31)).toBe(0);
    expect(initialDayScroll('month', 0, 36, viewport, 31)).toBe(0);
  });

  it('a week opens on its Monday', () => {
    expect(initialDayScroll('week', 5, 96, viewport, 7)).toBe(0);
  });

  it('a longer period opens on its first day while the cursor’s day is in view from there', () => {
    expect(initialDayScroll('quarter', 10, 18, viewport, 92)).toBe(0);
  });

  it('else with the cursor’s day in view, never scrolled past either end', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PlannerZoom>('quarter', 'half', 'year'),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 200, max: 2000 }),
        (zoom, day, width) => {
          const dayWidth = ZOOM_DAY_WIDTH[zoom];
          const count = Math.max(day + 1, 92);
          const offset = initialDayScroll(zoom, day, dayWidth, width, count);
          expect(offset).toBeGreaterThanOrEqual(0);
          expect(offset).toBeLessThanOrEqual(Math.max(0, count * dayWidth - width));
          expect(day * dayWidth).toBeGreaterThanOrEqual(offset);
          expect((day + 1) * dayWidth).toBeLessThanOrEqual(offset + width);
        },
      ),
    );
  });
});
