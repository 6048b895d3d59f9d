import { describe, expect, it } from 'vitest';
import { toCents } from '@/lib/cents';
import { payrollCents, salaryReportRow } from '@/mocks/rules/report-salary';

// finance.md §4 and §7: 6,000.00 GEL a month, one unpaid day of 20 working days → 5,700.00 paid.

describe('the salary report', () => {
  it('takes salary / working days off for each unpaid day, rounded once', () => {
    expect(payrollCents(toCents(6000), 20, 1)).toBe(toCents(5700));
    expect(payrollCents(toCents(6000), 20, 0)).toBe(toCents(6000));
    // 1,000.00 / 3 days = 333.333… → 333.33 off.
    expect(payrollCents(toCents(1000), 3, 1)).toBe(toCents(666.67));
    expect(payrollCents(toCents(6000), 20, 25)).toBe(0);
  });

  it('takes a part day of unpaid leave off in proportion: a morning half a day, 2:00 a quarter', () => {
    expect(payrollCents(toCents(6000), 20, 0.5)).toBe(toCents(5850));
    expect(payrollCents(toCents(6000), 20, 1.25)).toBe(toCents(5625));
    // 1,000.00 × 0.5 / 3 = 166.666… → 166.67 off, rounded once.
    expect(payrollCents(toCents(1000), 3, 0.5)).toBe(toCents(833.33));
  });

  it('shows the −300.00 gap in other, −5.00 %, and no actual for open months', () => {
    const row = salaryReportRow({
      id: 7,
      title: 'Ana Beridze',
      year: 2025,
      currency: 'GEL',
      closedThrough: '2025-03',
      months: new Map([
        ['2025-03', { salaryCents: toCents(6000), payrollCents: toCents(5700) }],
        ['2025-04', { salaryCents: toCents(6000), payrollCents: toCents(6000) }],
      ]),
    });
    expect(row.delta).toEqual({
      total: { GEL: toCents(-300) },
      percentage: -5,
      other: { vacation: { GEL: 0 }, sick_leave: { GEL: 0 }, other: { GEL: toCents(-300) } },
    });
    expect(row.months.April).toEqual({ forecast: { GEL: toCents(6000) }, actual: { GEL: 0 } });
    expect(row.months.January.forecast).toEqual({ GEL: 0 });
    expect(row.quarters.Q1).toEqual({ forecast: { GEL: toCents(6000) }, actual: { GEL: toCents(5700) } });
    expect(row.invoices).toEqual([]);
  });
});
