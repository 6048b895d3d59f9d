import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadWeights, spreadYearly } from '@/lib/budget-spread';
import { GEORGIAN_HOLIDAY_RULES, holidaysForYear } from '@/lib/holidays';

const georgia2025 = holidaysForYear(2025, GEORGIAN_HOLIDAY_RULES).map((holiday) => holiday.date);

describe('spreading a yearly budget', () => {
  it("gives 249,000.00 EUR over Georgia's 2025 working days 1,000.00 a working day", () => {
    const weights = spreadWeights(2025, 'working-days', georgia2025);
    expect(weights).toEqual([20, 20, 20, 19, 19, 21, 23, 20, 22, 22, 20, 23]);
    const months = spreadYearly(24_900_000, weights);
    expect(months[0]).toBe(2_000_000);
    expect(months[3]).toBe(1_900_000);
    expect(months[6]).toBe(2_300_000);
  });

  it('evenly gives the leftover cents to the earliest months on a tie', () => {
    expect(spreadYearly(100, spreadWeights(2025, 'even', []))).toEqual([9, 9, 9, 9, 8, 8, 8, 8, 8, 8, 8, 8]);
  });

  it('leaves the months before the first one out', () => {
    const months = spreadYearly(90_000, spreadWeights(2025, 'even', []), 10);
    expect(months).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 30_000, 30_000, 30_000]);
  });

  it('always sums to the total, whatever the amount, year and mode', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.integer({ min: 2020, max: 2030 }),
        fc.constantFrom('working-days' as const, 'even' as const),
        fc.integer({ min: 1, max: 12 }),
        (total, year, mode, fromMonth) => {
          const holidays = holidaysForYear(year, GEORGIAN_HOLIDAY_RULES).map((holiday) => holiday.date);
          const months = spreadYearly(total, spreadWeights(year, mode, holidays), fromMonth);
          expect(months.reduce((sum, cents) => sum + cents, 0)).toBe(total);
          expect(months.every(Number.isSafeInteger)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
