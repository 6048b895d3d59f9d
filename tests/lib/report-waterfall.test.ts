import { describe, expect, it } from 'vitest';
import { toCents } from '@/lib/cents';
import { waterfallSteps } from '@/lib/report-waterfall';
import { buildReportRow } from '@/lib/revenue-report';

// finance.md §4: forecast → −vacation → −sick leave → ±other → actual, as stacked bars on an invisible
// base. Atlas March: 7,200.00 → −1,080.00 → −360.00 → −100.00 (a discount) → 5,660.00.

const row = buildReportRow({
  id: 1,
  title: 'Atlas',
  year: 2025,
  currency: 'EUR',
  closedThrough: '2025-03',
  forecastByMonth: new Map([
    ['2025-03', toCents(7200)],
    ['2025-04', toCents(7200)],
  ]),
  invoices: [
    {
      month: '2025-03',
      type: 'hours',
      subtotal_cents: toCents(5660),
      lines: [{ minutes: 16 * 480, rate_cents: toCents(45) }],
      leave_minutes: { vacation: 3 * 480, sick_leave: 480, other: 0 },
      ref: {
        id: 1,
        number: 'INV-2025-0001',
        type: 'hours',
        period_from: '2025-03-01',
        period_to: '2025-03-31',
        currency: 'EUR',
        subtotal_cents: toCents(5660),
        total_cents: toCents(5660),
        payment_status: 'np',
        approval_status: 'approved',
      },
    },
  ],
});

describe('the waterfall from forecast to actual', () => {
  it('steps down from the closed forecast through each part to the actual', () => {
    expect(waterfallSteps(row, 'EUR')).toEqual([
      { id: 'forecast', label: 'Forecast', base: 0, value: toCents(7200), change: toCents(7200) },
      {
        id: 'vacation',
        label: 'Vacation',
        base: toCents(6120),
        value: toCents(1080),
        change: toCents(-1080),
      },
      {
        id: 'sick_leave',
        label: 'Sick leave',
        base: toCents(5760),
        value: toCents(360),
        change: toCents(-360),
      },
      { id: 'other', label: 'Other', base: toCents(5660), value: toCents(100), change: toCents(-100) },
      { id: 'actual', label: 'Actual', base: 0, value: toCents(5660), change: toCents(5660) },
    ]);
  });

  it('raises the bar for a gain and is flat for a currency the row does not have', () => {
    const gain = {
      ...row,
      delta: { ...row.delta, other: { ...row.delta.other, other: { EUR: toCents(200) } } },
    };
    expect(waterfallSteps(gain, 'EUR')[3]).toEqual({
      id: 'other',
      label: 'Other',
      base: toCents(5760),
      value: toCents(200),
      change: toCents(200),
    });
    expect(waterfallSteps(row, 'USD').map((step) => step.value)).toEqual([0, 0, 0, 0, 0]);
  });
});
