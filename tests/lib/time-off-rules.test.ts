import { exampleStartDate, timeOffExample } from '@/lib/time-off-rules';

const DEFAULTS = { yearlyVacationDays: 24, eligibilityMonths: 11, trialBonusDays: 5 };

describe('what the time-off rules mean for a new hire', () => {
  it('with the defaults, someone starting on 1 March 2026 has 5 bonus days, then 24 days from 1 February 2027 and 24 more from 1 March 2027', () => {
    expect(timeOffExample(DEFAULTS, '2026-03-01')).toEqual({
      start: '2026-03-01',
      eligibleFrom: '2027-02-01',
      bonusDays: 5,
      yearlyDays: 24,
      nextAllowance: '2027-03-01',
    });
  });

  it('follows the ledger example of design/planning.md: hired 2025-03-10, allowance on 2026-02-10 and 2026-03-10', () => {
    const example = timeOffExample(DEFAULTS, '2025-03-10');
    expect([example.eligibleFrom, example.nextAllowance]).toEqual(['2026-02-10', '2026-03-10']);
  });

  it('without an eligibility period: from the first day, no bonus days, the next allowance a year on', () => {
    expect(timeOffExample({ ...DEFAULTS, eligibilityMonths: 0 }, '2026-03-01')).toMatchObject({
      eligibleFrom: '2026-03-01',
      bonusDays: 0,
      nextAllowance: '2027-03-01',
    });
  });

  it('an eligibility period of a year or more: the next allowance is the anniversary after it', () => {
    expect(timeOffExample({ ...DEFAULTS, eligibilityMonths: 12 }, '2026-03-01')).toMatchObject({
      eligibleFrom: '2027-03-01',
      nextAllowance: '2028-03-01',
    });
    expect(timeOffExample({ ...DEFAULTS, eligibilityMonths: 24 }, '2026-03-01').eligibleFrom).toBe(
      '2028-03-01',
    );
  });

  it('a start on the 31st ends the period on the last day of a shorter month', () => {
    expect(timeOffExample({ ...DEFAULTS, eligibilityMonths: 1 }, '2026-01-31').eligibleFrom).toBe(
      '2026-02-28',
    );
  });

  it('the example starts on the first day of next month', () => {
    expect(exampleStartDate(new Date(2026, 10, 24))).toBe('2026-12-01');
    expect(exampleStartDate(new Date(2026, 11, 31))).toBe('2027-01-01');
  });
});
