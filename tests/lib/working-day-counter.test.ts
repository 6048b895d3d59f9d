import { addDays } from 'date-fns';
import fc from 'fast-check';
import { GEORGIAN_HOLIDAY_RULES, holidaysForYear } from '@/lib/holidays';
import { monthlyWorkingDayCounter } from '@/lib/working-day-counter';
import { toDateKey, workingDaysBreakdown } from '@/lib/working-days';

const georgia = [2024, 2025].flatMap((year) => holidaysForYear(year, GEORGIAN_HOLIDAY_RULES));

describe('a working-day counter: weekends and holidays out, both ends included, month by month', () => {
  it("counts March 2025 in Georgia as 20: 21 weekdays less Mother's Day (3 March)", () => {
    expect(monthlyWorkingDayCounter(georgia)('2025-03-01', '2025-03-31')).toBe(20);
  });

  it('counts a span across months by each month’s own days: 2025-03-10…04-25 is 16 + 16', () => {
    expect(monthlyWorkingDayCounter(georgia)('2025-03-10', '2025-04-25')).toBe(32);
  });

  it('counts across a year end: 30 Dec 2024 … 3 Jan 2025 is 3, New Year (1, 2 Jan) out', () => {
    expect(monthlyWorkingDayCounter(georgia)('2024-12-30', '2025-01-03')).toBe(3);
  });

  it('counts nothing when the end comes before the start', () => {
    expect(monthlyWorkingDayCounter(georgia)('2025-03-31', '2025-03-01')).toBe(0);
  });

  it('gives the same count asked again, in any order of months', () => {
    const count = monthlyWorkingDayCounter(georgia);
    const april = count('2025-04-01', '2025-04-30');
    expect(count('2025-03-01', '2025-04-30')).toBe(20 + april);
    expect(count('2025-04-01', '2025-04-30')).toBe(april);
  });

  it('agrees with workingDaysBreakdown for any span and holidays (property)', () => {
    const anyDate = fc.date({ min: new Date(1995, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true });
    fc.assert(
      fc.property(
        anyDate,
        fc.integer({ min: -5, max: 800 }),
        fc.array(fc.integer({ min: 0, max: 800 }), { maxLength: 20 }),
        (start, length, holidayOffsets) => {
          const from = toDateKey(start);
          const to = toDateKey(addDays(start, length));
          const holidays = holidayOffsets.map((offset) => ({
            date: toDateKey(addDays(start, offset)),
            name: 'Holiday',
          }));
          expect(monthlyWorkingDayCounter(holidays)(from, to)).toBe(
            workingDaysBreakdown(from, to, holidays).workingDays,
          );
        },
      ),
    );
  });
});
