import { describe, expect, expectTypeOf, it } from 'vitest';
import { reportRowResponseSchema } from '@/api/project-figures/project-figure.schemas';
import { projectReportQuery, type ProjectReportFilters } from '@/api/reports/project-report.query';
import { salaryReportQuery, type SalaryReportFilters } from '@/api/reports/salary-report.query';
import { reportResponseSchema } from '@/api/reports/report.schemas';
import { MONTHS } from '@/lib/quarters';

// The report row on the wire (docs/api.md "Reports"): delta.other per currency, the first
// project-revenue form (numbers in delta.currency) still read and normalised to it.

const period = (currency: string, forecast: number, actual: number) => ({
  forecast: { [currency]: forecast },
  actual: { [currency]: actual },
});
const wireRow = (delta: Record<string, unknown>) => ({
  id: 1,
  title: 'Atlas',
  year: 2025,
  closed_through: '2025-03',
  months: Object.fromEntries(MONTHS.map((month) => [month, period('EUR', month === 'March' ? 7200 : 0, 0)])),
  quarters: Object.fromEntries(['Q1', 'Q2', 'Q3', 'Q4'].map((quarter) => [quarter, period('EUR', 0, 0)])),
  delta,
  invoices: [],
});

describe('the report row on the wire', () => {
  it('reads the split per currency, and plain numbers as amounts in delta.currency', () => {
    const maps = wireRow({
      total: { EUR: -1440 },
      percentage: -20,
      other: { vacation: { EUR: -1080 }, sick_leave: { EUR: -360 }, other: { EUR: 0 } },
    });
    const numbers = wireRow({
      total: { EUR: -1440 },
      percentage: -20,
      currency: 'EUR',
      other: { vacation: -1080, sick_leave: -360, other: 0 },
    });
    const expected = { vacation: { EUR: -108_000 }, sick_leave: { EUR: -36_000 }, other: { EUR: 0 } };
    expect(reportRowResponseSchema.parse({ data: maps }).data.delta.other).toEqual(expected);
    expect(reportRowResponseSchema.parse({ data: numbers }).data.delta.other).toEqual(expected);
  });

  it('refuses plain non-zero numbers in a row of several currencies without delta.currency', () => {
    const ambiguous = wireRow({
      total: { EUR: -1440, USD: 0 },
      percentage: null,
      other: { vacation: -1080, sick_leave: -360, other: 0 },
    });
    expect(reportRowResponseSchema.safeParse({ data: ambiguous }).success).toBe(false);
  });

  it('reads a report: rows, totals with their group, profitability fields in cents', () => {
    const row = {
      ...wireRow({
        total: { EUR: -1440 },
        percentage: -20,
        other: { vacation: { EUR: -1080 }, sick_leave: { EUR: -360 }, other: { EUR: 0 } },
      }),
      group: { kind: 'client', id: 'Acme', title: 'Acme' },
      cost: {
        months: Object.fromEntries(MONTHS.map((month) => [month, month === 'March' ? { GEL: 6000 } : {}])),
        quarters: { Q1: { GEL: 6000 }, Q2: {}, Q3: {}, Q4: {} },
        total: { GEL: 6000 },
      },
      profit: { forecast: { EUR: 7200, GEL: -6000 }, actual: { EUR: 5760, GEL: -6000 } },
      margin: { forecast: null, actual: null },
    };
    const report = reportResponseSchema.parse({
      data: {
        year: 2025,
        closed_through: '2025-03',
        rows: [row],
        totals: { ...row, group: { kind: 'total', id: null, title: 'Total' } },
        currency_rates: [{ currency: 'GEL', rate: 3, date: '2025-05-15' }],
      },
    }).data;
    expect(report.rows[0]!.group).toEqual({ kind: 'client', id: 'Acme', title: 'Acme' });
    expect(report.rows[0]!.cost?.months.March).toEqual({ GEL: 600_000 });
    expect(report.rows[0]!.profit?.actual).toEqual({ EUR: 576_000, GEL: -600_000 });
    expect(report.totals.group?.kind).toBe('total');
  });
});

describe('the report query', () => {
  it('sends year, group_by and non-empty filters as bracket arrays', () => {
    expect(
      projectReportQuery.params({ year: 2025, group_by: 'client', project_ids: [], client_ids: ['Acme'] }),
    ).toEqual({ year: 2025, group_by: 'client', client_ids: ['Acme'] });
    expect(salaryReportQuery.params({ year: 2025, group_by: 'department', department_ids: [3] })).toEqual({
      year: 2025,
      group_by: 'department',
      department_ids: [3],
    });
  });

  it('takes only the groupings each report has (checked by tsc)', () => {
    expectTypeOf<SalaryReportFilters['group_by']>().toEqualTypeOf<'person' | 'department' | undefined>();
    expectTypeOf<ProjectReportFilters['group_by']>().toEqualTypeOf<'project' | 'client' | 'pm' | undefined>();
  });
});
