import { describe, expect, it } from 'vitest';
import { toCents } from '@/lib/cents';
import { countryHolidaysBetween } from '@/lib/holidays';
import {
  buildReportRow,
  closedDelta,
  explainDelta,
  landingPercent,
  leaveValueCents,
  type ReportInvoiceRef,
  type ReportRowInput,
} from '@/lib/revenue-report';
import { termMonthlyLines } from '@/lib/term-forecast';

// finance.md §4 and §7: Ana on Atlas, 08:00 a day at 45.00 EUR, Georgian holidays of 2025.
const FULL_DAY = 480;
const RATE = toCents(45);
const holidays = countryHolidaysBetween('GE', '2025-01-01', '2025-12-31');
const ana = { start_date: '2025-01-01', end_date: '2025-12-31', minutes_per_day: FULL_DAY, rate_cents: RATE };
const forecast = new Map(termMonthlyLines(ana, holidays).map(({ month, line }) => [month, line.cents]));

const ref = (id: number, month: string, subtotal: number, type = 'hours'): ReportInvoiceRef => ({
  id,
  number: `INV-2025-${String(id).padStart(4, '0')}`,
  type,
  period_from: `${month}-01`,
  period_to: `${month}-28`,
  currency: 'EUR',
  subtotal_cents: subtotal,
  total_cents: subtotal,
  payment_status: 'np',
  approval_status: 'approved',
});

// March: 20 working days, 3 of vacation and 1 of sick leave not billed: 16 d, 128:00, 5,760.00.
const marchHours = {
  month: '2025-03',
  type: 'hours',
  subtotal_cents: toCents(5760),
  lines: [{ minutes: 16 * FULL_DAY, rate_cents: RATE }],
  leave_minutes: { vacation: 3 * FULL_DAY, sick_leave: FULL_DAY, other: 0 },
  ref: ref(1, '2025-03', toCents(5760)),
};

const atlas = (invoices: ReportRowInput['invoices'], closedThrough = '2025-03'): ReportRowInput => ({
  id: 1,
  title: 'Atlas',
  year: 2025,
  currency: 'EUR',
  closedThrough,
  // March alone, so the row is the worked example.
  forecastByMonth: new Map([['2025-03', forecast.get('2025-03') ?? 0]]),
  invoices,
});

describe('the financial report row', () => {
  it('forecasts Q1 at 60 days × 360.00 = 21,600.00 EUR, a quarter the sum of its months', () => {
    const row = buildReportRow({ ...atlas([]), forecastByMonth: forecast, closedThrough: '2024-12' });
    expect(row.months.March.forecast).toEqual({ EUR: toCents(7200) });
    expect(row.quarters.Q1.forecast).toEqual({ EUR: toCents(21_600) });
    expect(row.quarters.Q2.forecast.EUR).toBe(
      (row.months.April.forecast.EUR ?? 0) +
        (row.months.May.forecast.EUR ?? 0) +
        (row.months.June.forecast.EUR ?? 0),
    );
  });

  it('explains Atlas March: Δ −1,440.00 = vacation −1,080.00 + sick leave −360.00 + other 0.00, −20.00 %', () => {
    const row = buildReportRow(atlas([marchHours]));
    expect(row.months.March).toEqual({ forecast: { EUR: 720_000 }, actual: { EUR: 576_000 } });
    expect(row.delta).toEqual({
      total: { EUR: -144_000 },
      percentage: -20,
      other: { vacation: { EUR: -108_000 }, sick_leave: { EUR: -36_000 }, other: { EUR: 0 } },
    });
    expect(row.invoices.map((invoice) => invoice.number)).toEqual(['INV-2025-0001']);
  });

  it('counts billed vacation against the vacation not billed: Δ −360.00, vacation 0.00, −5.00 %', () => {
    const vacation = {
      ...marchHours,
      type: 'vacation',
      subtotal_cents: toCents(1080),
      lines: [{ minutes: 3 * FULL_DAY, rate_cents: RATE }],
      leave_minutes: { vacation: 0, sick_leave: 0, other: 0 },
      ref: ref(2, '2025-03', toCents(1080), 'vacation'),
    };
    const row = buildReportRow(atlas([marchHours, vacation]));
    expect(row.delta.total).toEqual({ EUR: -36_000 });
    expect(row.delta.other).toEqual({
      vacation: { EUR: 0 },
      sick_leave: { EUR: -36_000 },
      other: { EUR: 0 },
    });
    expect(row.delta.percentage).toBe(-5);
  });

  it('puts what leave does not explain (a −100.00 discount) into other', () => {
    const discounted = {
      ...marchHours,
      subtotal_cents: toCents(5660),
      lines: [...marchHours.lines, { minutes: 0, rate_cents: 0 }],
    };
    expect(buildReportRow(atlas([discounted])).delta.other).toEqual({
      vacation: { EUR: -108_000 },
      sick_leave: { EUR: -36_000 },
      other: { EUR: -10_000 },
    });
  });

  it('leaves open months out of the delta: April has a forecast and no difference yet', () => {
    const input = { ...atlas([marchHours]), forecastByMonth: forecast };
    const row = buildReportRow(input);
    expect(row.months.April.forecast.EUR).toBeGreaterThan(0);
    // January to March closed: 21,600.00 forecast, 5,760.00 invoiced.
    expect(row.delta.total).toEqual({ EUR: 576_000 - 2_160_000 });
    expect(closedDelta(row, ['March'])).toEqual({ EUR: -144_000 });
    expect(closedDelta(row, ['March', 'April'])).toEqual({ EUR: -144_000 });
    expect(closedDelta(row, ['April', 'May'])).toBeNull();
  });

  it('has no percentage without a forecast (shown "—")', () => {
    expect(explainDelta(0, 0, []).percentage).toBeNull();
  });
});

describe('the value of leave on an invoice', () => {
  it('is minutes × the rate of its lines when they share one', () => {
    expect(leaveValueCents(3 * FULL_DAY, [{ minutes: 7680, rate_cents: RATE }])).toBe(108_000);
  });

  it('takes the rates weighted by the minutes each line billed, rounded once', () => {
    // 160:00 at 45.00 and 80:00 at 60.00: 50.00 an hour; 8:00 of leave is 400.00.
    const lines = [
      { minutes: 9600, rate_cents: 4500 },
      { minutes: 4800, rate_cents: 6000 },
    ];
    expect(leaveValueCents(480, lines)).toBe(40_000);
    // 7:30 at 33.33 (one line): 249.975 → 249.98, half up.
    expect(leaveValueCents(450, [{ minutes: 100, rate_cents: 3333 }])).toBe(24_998);
  });

  it('falls back to the plain mean of the rates when no line billed a minute', () => {
    expect(
      leaveValueCents(480, [
        { minutes: 0, rate_cents: 4000 },
        { minutes: 0, rate_cents: 5000 },
      ]),
    ).toBe(36_000);
    expect(leaveValueCents(480, [])).toBe(0);
  });
});

describe('forecast against baseline', () => {
  it('lands as a whole percentage, rounded half up; none without a baseline', () => {
    expect(landingPercent(toCents(96_000), toCents(100_000))).toBe(96);
    expect(landingPercent(955, 1000)).toBe(96);
    expect(landingPercent(100, 0)).toBeNull();
  });
});
