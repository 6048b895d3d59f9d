import { describe, expect, it } from 'vitest';
import {
  monthsWithoutInvoice,
  periodFigures,
  periodsOf,
  periodStatus,
  QUARTER_PERIODS,
  sortValueOf,
  YEAR_PERIOD,
} from '@/lib/financial-periods';
import { MONTHS, QUARTERS, type MonthName } from '@/lib/quarters';
import type { PeriodCents, ReportInvoiceRef, ReportRowCents } from '@/lib/revenue-report';

// The Atlas row of finance.md §7 (20 working days × 08:00 × 45.00 EUR = 7,200.00 a month) with a USD
// forecast beside it, March the last ended month: January and February invoiced in full, March
// 5,760.00 (vacation and sick leave not billed), no invoice for February's USD.
const EUR_MONTH = 720_000;
const months = Object.fromEntries(
  MONTHS.map((month): [MonthName, PeriodCents] => {
    const actual = month === 'January' || month === 'February' ? EUR_MONTH : month === 'March' ? 576_000 : 0;
    return [month, { forecast: { EUR: EUR_MONTH, USD: 304_000 }, actual: { EUR: actual, USD: 0 } }];
  }),
) as Record<MonthName, PeriodCents>;

const invoice = (id: number, month: string): ReportInvoiceRef => ({
  id,
  number: `INV-${id}`,
  type: 'hours',
  period_from: `2025-${month}-01`,
  period_to: `2025-${month}-28`,
  currency: 'EUR',
  subtotal_cents: EUR_MONTH,
  total_cents: EUR_MONTH,
  payment_status: 'np',
  approval_status: 'approved',
});

const row: ReportRowCents = {
  id: 1,
  title: 'Atlas',
  year: 2025,
  closed_through: '2025-03',
  months,
  quarters: Object.fromEntries(
    QUARTERS.map((quarter) => [quarter.name, { forecast: {}, actual: {} }]),
  ) as ReportRowCents['quarters'],
  delta: { total: {}, percentage: null, other: { vacation: {}, sick_leave: {}, other: {} } },
  invoices: [invoice(1, '01'), invoice(2, '02'), invoice(3, '03')],
};

describe('financial periods', () => {
  it('a closed month has its actual and delta; an open one the forecast only', () => {
    const [march] = periodsOf('month', 'March');
    expect(periodFigures(row, march!)).toEqual({
      forecast: { EUR: 720_000, USD: 304_000 },
      actual: { EUR: 576_000, USD: 0 },
      delta: { EUR: -144_000, USD: -304_000 },
      open: false,
      status: 'closed',
    });
    const [april] = periodsOf('month', 'April');
    expect(periodFigures(row, april!)).toEqual({
      forecast: { EUR: 720_000, USD: 304_000 },
      actual: null,
      delta: null,
      open: true,
      status: 'open',
    });
  });

  it('a quarter or the year counts only the ended months in its actual and delta, per currency', () => {
    expect(periodFigures(row, QUARTER_PERIODS[0]!).delta).toEqual({ EUR: -144_000, USD: -912_000 });
    const year = periodFigures(row, YEAR_PERIOD);
    expect(year.forecast).toEqual({ EUR: 12 * EUR_MONTH, USD: 12 * 304_000 });
    expect(year.actual).toEqual({ EUR: 2 * EUR_MONTH + 576_000, USD: 0 });
    expect(year.open).toBe(true);
  });

  it('a period is closed, partly forecast or forecast only as its months end', () => {
    const [q1, q2] = QUARTER_PERIODS;
    expect([periodStatus(row, q1!), periodStatus(row, q2!)]).toEqual(['closed', 'open']);
    const april = { ...row, closed_through: '2025-04' };
    expect(periodStatus(april, q2!)).toBe('partial');
    expect(periodFigures(april, q2!).actual).toEqual({ EUR: 0, USD: 0 });
    expect(periodStatus({ ...row, closed_through: null }, YEAR_PERIOD)).toBe('open');
  });

  it('the view picks months, quarters or one month', () => {
    expect(periodsOf('month', 'Yearly')).toHaveLength(12);
    expect(periodsOf('quarter', 'March').map((period) => period.label)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(periodsOf('month', 'June').map((period) => period.months)).toEqual([['June']]);
  });

  it('months ended with a forecast and no invoice are the missing ones', () => {
    expect(monthsWithoutInvoice(row)).toEqual([]);
    expect(monthsWithoutInvoice({ ...row, invoices: [invoice(1, '01')] })).toEqual(['February', 'March']);
  });

  it('a sort value takes the first currency of the order, never a sum across currencies', () => {
    expect(sortValueOf({ EUR: 5, USD: 7 }, ['USD', 'EUR'])).toBe(7);
    expect(sortValueOf({ EUR: 5, USD: 7 }, ['GEL'])).toBe(5);
    expect(sortValueOf(null, ['EUR'])).toBeNull();
    expect(sortValueOf({}, ['EUR'])).toBeNull();
  });
});
