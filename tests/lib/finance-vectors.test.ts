import { describe, expect, it } from 'vitest';

import { lineAmountCents, percentageOf, percentOfCents, spreadCents, toCents } from '@/lib/cents';
import { convertByCurrency } from '@/lib/currency-totals';
import { formatDuration, minutesPerDayFromPercentage } from '@/lib/duration';
import { countryHolidaysBetween, orthodoxEaster } from '@/lib/holidays';
import { workingDaysBreakdown, type NamedDay } from '@/lib/working-days';
import { format } from 'date-fns';

// The test vectors of design/finance.md §7: Georgian holidays, 2025.
const geDays = (from: string, to: string, leave: NamedDay[] = []) =>
  workingDaysBreakdown(from, to, countryHolidaysBetween('GE', from, to), leave);

const lastDay = (year: number, month: number) => format(new Date(year, month, 0), 'yyyy-MM-dd');
const monthOf = (year: number, month: number) =>
  geDays(`${year}-${String(month).padStart(2, '0')}-01`, lastDay(year, month)).workingDays;

const ANA_RATE = toCents(45);
const FULL_DAY = minutesPerDayFromPercentage(100);

describe('working days in Georgia, 2025', () => {
  it('are 20, 20, 20, 19, 19, 21, 23, 20, 22, 22, 20, 23 by month: 249 in the year', () => {
    const months = Array.from({ length: 12 }, (_, i) => monthOf(2025, i + 1));
    expect(months).toEqual([20, 20, 20, 19, 19, 21, 23, 20, 22, 22, 20, 23]);
    expect(months.reduce((a, b) => a + b, 0)).toBe(249);
  });

  it('skip Mar 3 (a holiday) and Mar 8 (a Saturday) and say why', () => {
    const march = geDays('2025-03-01', '2025-03-31');
    expect(march.skipped).toContainEqual({ date: '2025-03-03', reason: 'holiday', name: "Mother's Day" });
    expect(march.skipped).toContainEqual({ date: '2025-03-08', reason: 'weekend' });
  });

  it('follow Orthodox Easter: 2024-05-05, 2025-04-20, 2026-04-12', () => {
    expect([2024, 2025, 2026].map((year) => format(orthodoxEaster(year), 'yyyy-MM-dd'))).toEqual([
      '2024-05-05',
      '2025-04-20',
      '2026-04-12',
    ]);
  });

  it('are 32 (16 + 16) from 2025-03-10 to 04-25', () => {
    expect(geDays('2025-03-10', '2025-03-31').workingDays).toBe(16);
    expect(geDays('2025-04-01', '2025-04-25').workingDays).toBe(16);
    expect(geDays('2025-03-10', '2025-04-25').workingDays).toBe(32);
  });
});

describe('hours invoices (example A: Ana on Atlas, March 2025, 08:00 at 45.00 EUR)', () => {
  const leave: NamedDay[] = [
    { date: '2025-03-17', name: 'Vacation' },
    { date: '2025-03-18', name: 'Vacation' },
    { date: '2025-03-19', name: 'Vacation' },
    { date: '2025-03-26', name: 'Sick leave' },
  ];

  it('forecast 20 d × 08:00 × 45.00 = 7,200.00', () => {
    const days = geDays('2025-03-01', '2025-03-31').workingDays;
    expect(formatDuration(days * FULL_DAY)).toBe('160:00');
    expect(lineAmountCents(days * FULL_DAY, ANA_RATE)).toBe(720_000);
  });

  it('minus 3 vacation days and 1 sick day (fully excluded): 16 d, 128:00, 5,760.00', () => {
    const march = geDays('2025-03-01', '2025-03-31', leave);
    expect(march.workingDays).toBe(16);
    expect(march.skipped.filter((day) => day.reason === 'leave')).toHaveLength(4);
    expect(formatDuration(march.workingDays * FULL_DAY)).toBe('128:00');
    expect(lineAmountCents(march.workingDays * FULL_DAY, ANA_RATE)).toBe(576_000);
  });

  it('vacation invoice for 3 days: 1,080.00 (no), 720.00 (partially, 1 excluded), 0.00 (fully)', () => {
    const billable = { no: 3, partially: 3 - 1, fully: 0 };
    expect(lineAmountCents(billable.no * FULL_DAY, ANA_RATE)).toBe(108_000);
    expect(lineAmountCents(billable.partially * FULL_DAY, ANA_RATE)).toBe(72_000);
    expect(lineAmountCents(billable.fully * FULL_DAY, ANA_RATE)).toBe(0);
  });

  it('VAT 18 % on 5,760.00 is 1,036.80, total 6,796.80; 3,000.00 paid leaves 3,796.80', () => {
    const vat = percentOfCents(576_000, 18);
    expect(vat).toBe(103_680);
    expect(576_000 + vat).toBe(679_680);
    expect(679_680 - toCents(3000)).toBe(379_680);
  });
});

describe('a percentage term (example B: Giorgi at 50 %, 40.00 USD, April 2025)', () => {
  it('gives 04:00 a day, 19 days, 76:00 and 3,040.00', () => {
    const perDay = minutesPerDayFromPercentage(50);
    const april = geDays('2025-04-01', '2025-04-30');
    expect(formatDuration(perDay)).toBe('4:00');
    expect(april.workingDays).toBe(19);
    expect(formatDuration(april.workingDays * perDay)).toBe('76:00');
    expect(lineAmountCents(april.workingDays * perDay, toCents(40))).toBe(304_000);
  });
});

describe('rounding (example C: 07:30 at 33.33 GEL)', () => {
  it('gives 249.98 for a day and 4,749.53 for April (19 days, 142:30), half up once per line', () => {
    expect(lineAmountCents(450, toCents(33.33))).toBe(24_998);
    expect(formatDuration(19 * 450)).toBe('142:30');
    expect(lineAmountCents(19 * 450, toCents(33.33))).toBe(474_953);
  });
});

describe('reports', () => {
  it('explain the Atlas March delta: −1,440.00 = vacation −1,080.00 + sick −360.00 + other 0.00, −20.00 %', () => {
    const forecast = 720_000;
    const actual = 576_000;
    const vacation = -lineAmountCents(3 * FULL_DAY, ANA_RATE);
    const sick = -lineAmountCents(FULL_DAY, ANA_RATE);
    const total = actual - forecast;
    expect([total, vacation, sick, total - vacation - sick]).toEqual([-144_000, -108_000, -36_000, 0]);
    expect(percentageOf(total, forecast)).toBe(-20);
  });

  it('forecast Q1 at 60 days × 360.00 = 21,600.00 EUR', () => {
    const q1 = [1, 2, 3].map((month) => monthOf(2025, month)).reduce((a, b) => a + b, 0);
    expect(q1).toBe(60);
    expect(lineAmountCents(q1 * FULL_DAY, ANA_RATE)).toBe(2_160_000);
  });

  it('convert EUR 7,200 + USD 3,040 at 3.0000 / 2.7500 to ≈ 29,960.00 GEL', () => {
    const rates = [
      { currency: 'EUR', rate: 3, date: '2025-03-31' },
      { currency: 'USD', rate: 2.75, date: '2025-03-31' },
    ];
    expect(convertByCurrency({ EUR: 720_000, USD: 304_000 }, 'GEL', rates)?.cents).toBe(2_996_000);
  });

  it('give margins of 65.28 % actual and 72.22 % forecast', () => {
    const cost = toCents(6000);
    const actualRevenue = toCents(17_280);
    const forecastRevenue = toCents(21_600);
    expect(percentageOf(actualRevenue - cost, actualRevenue)).toBe(65.28);
    expect(percentageOf(forecastRevenue - cost, forecastRevenue)).toBe(72.22);
  });

  it('spread a budget of 249,000.00 by working days: Jan 20,000.00, Apr 19,000.00, Jul 23,000.00', () => {
    const weights = Array.from({ length: 12 }, (_, i) => monthOf(2025, i + 1));
    const months = spreadCents(toCents(249_000), weights);
    expect([months[0], months[3], months[6]]).toEqual([2_000_000, 1_900_000, 2_300_000]);
    expect(months.reduce((a, b) => a + b, 0)).toBe(24_900_000);
  });
});
