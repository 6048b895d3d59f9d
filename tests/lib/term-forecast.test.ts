import { GEORGIAN_HOLIDAY_RULES, holidaysForYear } from '@/lib/holidays';
import {
  monthRange,
  monthsBetween,
  termLine,
  termLineCounted,
  termMonthlyLines,
  termValue,
} from '@/lib/term-forecast';
import { monthlyWorkingDayCounter } from '@/lib/working-day-counter';

const holidays2025 = holidaysForYear(2025, GEORGIAN_HOLIDAY_RULES);
const ana = { start_date: '2025-01-01', end_date: '2025-12-31', minutes_per_day: 480, rate_cents: 4500 };

describe('a term forecast: working days in the period × minutes per day × rate, rounded once per line', () => {
  it('March 2025 in Georgia: 20 working days × 8:00 × 45.00 = 7,200.00', () => {
    expect(termLine(ana, '2025-03-01', '2025-03-31', holidays2025)).toMatchObject({
      days: 20,
      minutes: 9600,
      cents: 720_000,
    });
  });

  it('the first quarter: 60 working days, 21,600.00', () => {
    expect(termLine(ana, '2025-01-01', '2025-03-31', holidays2025).cents).toBe(2_160_000);
  });

  it('07:30 × 33.33 over 1 and 19 days: 249.98 and 4,749.53 (half up, once)', () => {
    const term = { start_date: '2025-04-01', end_date: '2025-04-30', minutes_per_day: 450, rate_cents: 3333 };
    expect(termLine(term, '2025-04-01', '2025-04-01', holidays2025).cents).toBe(24_998);
    expect(termLine(term, '2025-04-01', '2025-04-30', holidays2025)).toMatchObject({
      days: 19,
      cents: 474_953,
    });
  });

  it('a term across months counts only its own days: 2025-03-10…04-25 is 16 + 16 = 32', () => {
    const term = { ...ana, start_date: '2025-03-10', end_date: '2025-04-25' };
    expect(termValue(term, holidays2025).days).toBe(32);
    expect(termMonthlyLines(term, holidays2025).map(({ month, line }) => [month, line.days])).toEqual([
      ['2025-03', 16],
      ['2025-04', 16],
    ]);
  });

  it('every skipped day says why: the weekend or the named holiday', () => {
    const { skipped } = termLine(ana, '2025-03-03', '2025-03-09', holidays2025);
    expect(skipped).toEqual([
      { date: '2025-03-03', reason: 'holiday', name: "Mother's Day" },
      { date: '2025-03-08', reason: 'weekend' },
      { date: '2025-03-09', reason: 'weekend' },
    ]);
  });

  it('a period outside the term books nothing', () => {
    expect(termLine(ana, '2026-01-01', '2026-01-31', holidays2025)).toMatchObject({ days: 0, cents: 0 });
  });
});

describe('a term forecast with a working-day counter: the same rule, the days counted by the caller', () => {
  const count = monthlyWorkingDayCounter(holidays2025);

  it('March 2025 in Georgia: 20 working days × 8:00 × 45.00 = 7,200.00', () => {
    expect(termLineCounted(ana, '2025-03-01', '2025-03-31', count)).toEqual({
      days: 20,
      minutes: 9600,
      cents: 720_000,
    });
  });

  it('07:30 × 33.33 over 19 days: 4,749.53 (half up, once for the line)', () => {
    const term = { start_date: '2025-04-01', end_date: '2025-04-30', minutes_per_day: 450, rate_cents: 3333 };
    expect(termLineCounted(term, '2025-04-01', '2025-04-30', count).cents).toBe(474_953);
  });

  it('counts only the term’s own days in the period: 10…31 March of a term from 10 March', () => {
    const asked: [string, string][] = [];
    const term = { ...ana, start_date: '2025-03-10', end_date: '2025-04-25' };
    const line = termLineCounted(term, '2025-03-01', '2025-03-31', (from, to) => {
      asked.push([from, to]);
      return count(from, to);
    });
    expect(asked).toEqual([['2025-03-10', '2025-03-31']]);
    expect(line.days).toBe(16);
  });

  it('a period outside the term books nothing', () => {
    expect(termLineCounted(ana, '2026-01-01', '2026-01-31', count)).toEqual({
      days: 0,
      minutes: 0,
      cents: 0,
    });
  });
});

describe('months', () => {
  it('monthsBetween lists each month touched, across a year end', () => {
    expect(monthsBetween('2024-11-20', '2025-02-01')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthsBetween('2025-02-01', '2025-01-01')).toEqual([]);
  });

  it('monthRange gives the first and last day, leap years included', () => {
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});
