import { differenceInCalendarDays, startOfWeek } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  countWorkingDays,
  HOURS_PER_WORKING_DAY,
  isWorkingDay,
  toDateKey,
  workingDaysBreakdown,
  workingHours,
} from '@/lib/working-days';

const day = (y: number, m: number, d: number): Date => new Date(y, m - 1, d);
const anyDate = fc.date({ min: new Date(1990, 0, 1), max: new Date(2090, 0, 1), noInvalidDate: true });

describe('a working day', () => {
  it('is a weekday that is not a holiday', () => {
    expect(isWorkingDay(day(2024, 6, 12), [])).toBe(true); // Wednesday
  });

  it('is never Saturday or Sunday', () => {
    expect(isWorkingDay(day(2024, 6, 15), [])).toBe(false);
    expect(isWorkingDay(day(2024, 6, 16), [])).toBe(false);
  });

  it('is never a holiday, given as a Set or an array of yyyy-MM-dd', () => {
    expect(isWorkingDay(day(2024, 5, 9), ['2024-05-09'])).toBe(false);
    expect(isWorkingDay(day(2024, 5, 9), new Set(['2024-05-09']))).toBe(false);
  });

  it('matches holidays by local calendar date, whatever the time of day', () => {
    expect(isWorkingDay(new Date(2024, 4, 9, 23, 59), ['2024-05-09'])).toBe(false);
    expect(toDateKey(new Date(2024, 0, 5, 0, 0))).toBe('2024-01-05');
  });

  it('counts as 8 hours', () => {
    expect(HOURS_PER_WORKING_DAY).toBe(8);
  });
});

describe('counting working days', () => {
  it('includes both ends of the range', () => {
    expect(countWorkingDays(day(2024, 6, 10), day(2024, 6, 10), [])).toBe(1);
    expect(countWorkingDays(day(2024, 6, 10), day(2024, 6, 14), [])).toBe(5);
  });

  it('skips weekends and holidays', () => {
    // Mon 6 May .. Sun 19 May 2024: 10 weekdays, Victory Day (Thu 9) is a holiday.
    expect(countWorkingDays(day(2024, 5, 6), day(2024, 5, 19), ['2024-05-09'])).toBe(9);
  });

  it('ignores a holiday that falls on a weekend', () => {
    expect(countWorkingDays(day(2024, 6, 10), day(2024, 6, 16), ['2024-06-15'])).toBe(5);
  });

  it('ignores the time of day of either end', () => {
    expect(countWorkingDays(new Date(2024, 5, 10, 18), new Date(2024, 5, 11, 6), [])).toBe(2);
  });

  it('counts every day even when a DST change skips local midnight', () => {
    // Wherever the tests run; in Asia/Tbilisi 26 March 1995 began at 01:00.
    expect(countWorkingDays(day(1995, 3, 20), day(1995, 3, 31), [])).toBe(10);
  });

  it('is 0 when the range ends before it starts', () => {
    expect(countWorkingDays(day(2024, 6, 14), day(2024, 6, 10), [])).toBe(0);
  });

  it('gives working hours as days × 8', () => {
    expect(workingHours(day(2024, 6, 10), day(2024, 6, 14), ['2024-06-12'])).toBe(32);
  });

  it('never exceeds the number of calendar days (property)', () => {
    fc.assert(
      fc.property(anyDate, fc.nat({ max: 400 }), fc.array(anyDate.map(toDateKey)), (from, span, holidays) => {
        const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + span);
        const count = countWorkingDays(from, to, holidays);
        return count >= 0 && count <= differenceInCalendarDays(to, from) + 1;
      }),
    );
  });

  it('is 5 for any Monday to Friday week without holidays (property)', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const monday = startOfWeek(date, { weekStartsOn: 1 });
        const friday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 4);
        return countWorkingDays(monday, friday, []) === 5;
      }),
    );
  });

  it('is additive over adjacent ranges (property)', () => {
    fc.assert(
      fc.property(anyDate, fc.nat({ max: 60 }), fc.nat({ max: 60 }), (from, a, b) => {
        const mid = new Date(from.getFullYear(), from.getMonth(), from.getDate() + a);
        const next = new Date(mid.getFullYear(), mid.getMonth(), mid.getDate() + 1);
        const to = new Date(next.getFullYear(), next.getMonth(), next.getDate() + b);
        return (
          countWorkingDays(from, to, []) === countWorkingDays(from, mid, []) + countWorkingDays(next, to, [])
        );
      }),
    );
  });
});

describe('a breakdown of working days', () => {
  const holidays = [{ date: '2025-03-03', name: "Mother's Day" }];

  it('lists each skipped day with its reason: weekend, holiday or leave', () => {
    const week = workingDaysBreakdown('2025-03-01', '2025-03-07', holidays, [
      { date: '2025-03-05', name: 'Vacation' },
    ]);
    expect(week.workingDays).toBe(3);
    expect(week.dates).toEqual(['2025-03-04', '2025-03-06', '2025-03-07']);
    expect(week.skipped).toEqual([
      { date: '2025-03-01', reason: 'weekend' },
      { date: '2025-03-02', reason: 'weekend' },
      { date: '2025-03-03', reason: 'holiday', name: "Mother's Day" },
      { date: '2025-03-05', reason: 'leave', name: 'Vacation' },
    ]);
  });

  it('costs no leave day on a holiday or a weekend', () => {
    const leave = [
      { date: '2025-03-03', name: 'Vacation' },
      { date: '2025-03-08', name: 'Vacation' },
    ];
    const breakdown = workingDaysBreakdown('2025-03-03', '2025-03-08', holidays, leave);
    expect(breakdown.skipped.filter((day) => day.reason === 'leave')).toEqual([]);
  });

  it('is empty when the end comes before the start', () => {
    expect(workingDaysBreakdown('2025-03-08', '2025-03-01')).toEqual({
      workingDays: 0,
      dates: [],
      skipped: [],
    });
  });

  it('agrees with countWorkingDays and accounts for every calendar day (property)', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 120 }), (start, length) => {
        const from = toDateKey(start);
        const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + length, 12);
        const to = toDateKey(end);
        const breakdown = workingDaysBreakdown(from, to);
        const calendarDays = differenceInCalendarDays(end, start) + 1;
        return (
          breakdown.workingDays === countWorkingDays(start, end, []) &&
          breakdown.workingDays + breakdown.skipped.length === calendarDays
        );
      }),
    );
  });
});
