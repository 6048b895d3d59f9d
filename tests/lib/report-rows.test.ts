import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '@/lib/cents';
import { convertReportRow } from '@/lib/company-currency';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { MONTHS } from '@/lib/quarters';
import { periodSummary, rowCurrencies, sumReportRows } from '@/lib/report-rows';
import { buildReportRow, monthKey, type ReportRowCents } from '@/lib/revenue-report';

// finance.md §4 and §7: report rows summed into groups and totals, per currency.

const FULL_DAY = 480;
const RATE = toCents(45);

// Atlas, March 2025 (Ex. A): forecast 7,200.00; 16 of 20 days billed, 3 vacation and 1 sick day not.
const atlasMarch = (id = 1, title = 'Atlas') =>
  buildReportRow({
    id,
    title,
    year: 2025,
    currency: 'EUR',
    closedThrough: '2025-03',
    forecastByMonth: new Map([['2025-03', toCents(7200)]]),
    invoices: [
      {
        month: '2025-03',
        type: 'hours',
        subtotal_cents: toCents(5760),
        lines: [{ minutes: 16 * FULL_DAY, rate_cents: RATE }],
        leave_minutes: { vacation: 3 * FULL_DAY, sick_leave: FULL_DAY, other: 0 },
        ref: {
          id,
          number: `INV-${id}`,
          type: 'hours',
          period_from: '2025-03-01',
          period_to: '2025-03-31',
          currency: 'EUR',
          subtotal_cents: toCents(5760),
          total_cents: toCents(5760),
          payment_status: 'np',
          approval_status: 'approved',
        },
      },
    ],
  });

// Giorgi at 50 % on a USD project in April 2025 (Ex. B): 19 d × 04:00 × 40.00 = 3,040.00, all billed.
const usdApril = buildReportRow({
  id: 2,
  title: 'Borealis',
  year: 2025,
  currency: 'USD',
  closedThrough: '2025-04',
  forecastByMonth: new Map([['2025-04', toCents(3040)]]),
  invoices: [],
});

const identity = { id: 0, title: 'Total', year: 2025, closed_through: '2025-04' };

describe('a report row and its sums', () => {
  it('explains the Atlas March row: −1,440.00 = −1,080.00 − 360.00 + 0.00, −20.00 %', () => {
    const row = atlasMarch();
    expect(row.delta).toEqual({
      total: { EUR: toCents(-1440) },
      percentage: -20,
      other: { vacation: { EUR: toCents(-1080) }, sick_leave: { EUR: toCents(-360) }, other: { EUR: 0 } },
    });
  });

  it('sums rows of one currency into a group with the percentage of the sum', () => {
    const group = sumReportRows({ ...identity, closed_through: '2025-03' }, [atlasMarch(1), atlasMarch(3)]);
    expect(group.delta.total).toEqual({ EUR: toCents(-2880) });
    expect(group.delta.other.vacation).toEqual({ EUR: toCents(-2160) });
    expect(group.delta.percentage).toBe(-20);
    expect(group.months.March.forecast).toEqual({ EUR: toCents(14_400) });
    expect(group.invoices.map((invoice) => invoice.id)).toEqual([1, 3]);
  });

  it('keeps each currency apart and has no percentage until converted', () => {
    const total = sumReportRows(identity, [atlasMarch(), usdApril]);
    expect(total.months.March.forecast).toEqual({ EUR: toCents(7200), USD: 0 });
    expect(total.months.April.forecast).toEqual({ EUR: 0, USD: toCents(3040) });
    expect(total.delta.total).toEqual({ EUR: toCents(-1440), USD: toCents(-3040) });
    expect(total.delta.other.other).toEqual({ EUR: 0, USD: toCents(-3040) });
    expect(total.delta.percentage).toBeNull();
    expect(rowCurrencies(total).sort()).toEqual(['EUR', 'USD']);
  });

  it('sums the cards of a period: forecast of every month, actual and difference of the closed ones', () => {
    const row = atlasMarch();
    expect(periodSummary(row)).toEqual({
      forecast: { EUR: toCents(7200) },
      actual: { EUR: toCents(5760) },
      delta: { EUR: toCents(-1440) },
      percentage: -20,
    });
    expect(periodSummary(row, ['April', 'May'])).toEqual({
      forecast: { EUR: 0 },
      actual: null,
      delta: null,
      percentage: null,
    });
    const total = sumReportRows(identity, [atlasMarch(), usdApril]);
    expect(periodSummary(total, ['March', 'April']).percentage).toBeNull();
    expect(periodSummary(usdApril, ['April']).percentage).toBe(-100);
  });

  it('converts EUR 7,200 + USD 3,040 at 3.0000 / 2.7500 GEL to ≈ 29,960.00 GEL, parts still adding up', () => {
    const total = sumReportRows(identity, [atlasMarch(), usdApril]);
    // Quotes per euro, as the mock's currency-rates give them: 1 EUR = 3.0000 GEL = 1.0909… USD.
    const rates = [
      { currency: 'EUR', rate: 1, date: '2025-05-15' },
      { currency: 'GEL', rate: 3, date: '2025-05-15' },
      { currency: 'USD', rate: 3 / 2.75, date: '2025-05-14' },
    ];
    const converted = convertReportRow(total, 'GEL', rates)!.row;
    expect(converted.quarters.Q1.forecast.GEL! + converted.quarters.Q2.forecast.GEL!).toBe(toCents(29_960));
    const { vacation, sick_leave, other } = converted.delta.other;
    expect(vacation.GEL! + sick_leave.GEL! + other.GEL!).toBe(converted.delta.total.GEL);
    // (−1,440 × 3 − 3,040 × 2.75) / 29,960 = −12,680 / 29,960.
    expect(converted.delta.percentage).toBe(-42.32);
  });
});

// Random project rows: forecasts, hours invoices with leave, vacation invoices, edited lines.
const currencyArb = fc.constantFrom('EUR', 'USD', 'GEL', 'GBP');
const invoiceArb = fc.record({
  monthIndex: fc.integer({ min: 0, max: 11 }),
  type: fc.constantFrom('hours', 'vacation'),
  subtotal_cents: fc.integer({ min: 0, max: 5_000_000 }),
  lines: fc.array(
    fc.record({
      minutes: fc.integer({ min: 0, max: 10_000 }),
      rate_cents: fc.integer({ min: 0, max: 20_000 }),
    }),
    { maxLength: 3 },
  ),
  leave_minutes: fc.record({
    vacation: fc.integer({ min: 0, max: 4_800 }),
    sick_leave: fc.integer({ min: 0, max: 4_800 }),
    other: fc.integer({ min: 0, max: 4_800 }),
  }),
});
const rowArb = (closedThrough: string) =>
  fc
    .record({
      id: fc.nat(),
      currency: currencyArb,
      forecasts: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 12, maxLength: 12 }),
      invoices: fc.array(invoiceArb, { maxLength: 6 }),
    })
    .map(({ id, currency, forecasts, invoices }) =>
      buildReportRow({
        id,
        title: `Project ${id}`,
        year: 2025,
        currency,
        closedThrough,
        forecastByMonth: new Map(forecasts.map((cents, index) => [monthKey(2025, index), cents])),
        invoices: invoices.map(({ monthIndex, ...invoice }, index) => ({
          ...invoice,
          month: monthKey(2025, monthIndex),
          ref: {
            id: index,
            number: `INV-${index}`,
            type: invoice.type,
            period_from: `${monthKey(2025, monthIndex)}-01`,
            period_to: `${monthKey(2025, monthIndex)}-28`,
            currency,
            subtotal_cents: invoice.subtotal_cents,
            total_cents: invoice.subtotal_cents,
            payment_status: 'np',
            approval_status: 'approved',
          },
        })),
      }),
    );
const reportArb = fc
  .integer({ min: 0, max: 12 })
  .map((closed) => (closed === 0 ? '2024-12' : monthKey(2025, closed - 1)))
  .chain((closedThrough) =>
    fc.record({
      closedThrough: fc.constant(closedThrough),
      rows: fc.array(rowArb(closedThrough), { maxLength: 8 }),
    }),
  );

function partsAddUp(row: ReportRowCents): void {
  const { vacation, sick_leave, other } = row.delta.other;
  const currencies = new Set([
    ...Object.keys(row.delta.total),
    ...Object.keys(vacation),
    ...Object.keys(sick_leave),
    ...Object.keys(other),
  ]);
  for (const currency of currencies)
    expect((vacation[currency] ?? 0) + (sick_leave[currency] ?? 0) + (other[currency] ?? 0)).toBe(
      row.delta.total[currency] ?? 0,
    );
}

const sumIn = (amounts: readonly CentsByCurrency[], currency: string) =>
  amounts.reduce((sum, each) => sum + (each[currency] ?? 0), 0);

describe('report rows: properties', () => {
  it('the delta parts sum to the total in every currency, for rows, group sums and totals', () => {
    fc.assert(
      fc.property(reportArb, ({ closedThrough, rows }) => {
        rows.forEach(partsAddUp);
        const half = Math.ceil(rows.length / 2);
        const groups = [rows.slice(0, half), rows.slice(half)].map((members, index) =>
          sumReportRows(
            { id: index + 1, title: `Group ${index}`, year: 2025, closed_through: closedThrough },
            members,
          ),
        );
        groups.forEach(partsAddUp);
        const totals = sumReportRows({ ...identity, closed_through: closedThrough }, groups);
        partsAddUp(totals);
      }),
    );
  });

  it('never adds two currencies: every sum per currency is the sum of that currency alone', () => {
    fc.assert(
      fc.property(reportArb, ({ closedThrough, rows }) => {
        const totals = sumReportRows({ ...identity, closed_through: closedThrough }, rows);
        const currencies = new Set(rows.map((row) => Object.keys(row.delta.total)[0]!));
        expect(new Set(Object.keys(totals.delta.total))).toEqual(currencies);
        for (const currency of currencies) {
          const mine = rows.filter((row) => row.delta.total[currency] !== undefined);
          expect(totals.delta.total[currency]).toBe(
            sumIn(
              mine.map((row) => row.delta.total),
              currency,
            ),
          );
          for (const month of MONTHS)
            expect(totals.months[month].actual[currency]).toBe(
              sumIn(
                mine.map((row) => row.months[month].actual),
                currency,
              ),
            );
        }
        if (currencies.size > 1) expect(totals.delta.percentage).toBeNull();
      }),
    );
  });
});
