import { describe, expect, it } from 'vitest';
import { toCents } from '@/lib/cents';
import { reportCsv } from '@/lib/report-csv';
import { costFromMonths, profitabilityOf } from '@/lib/report-cost';
import { sumReportRows } from '@/lib/report-rows';
import { buildReportRow } from '@/lib/revenue-report';

// finance.md §0: text cells that start a formula get a leading apostrophe; numbers stay numbers.

const rowOf = (id: number, title: string, currency: string) =>
  buildReportRow({
    id,
    title,
    year: 2025,
    currency,
    closedThrough: '2025-03',
    forecastByMonth: new Map([
      ['2025-03', toCents(7200)],
      ['2025-04', toCents(1000)],
    ]),
    invoices: [],
  });

const parse = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('a report as CSV', () => {
  it('writes a line per row and currency, quarters and the year, open periods empty', () => {
    const rows = [
      { ...rowOf(1, '=HYPERLINK("x")', 'EUR'), group: { title: '-5% discount' } },
      rowOf(2, 'Borealis', 'USD'),
    ];
    const totals = {
      ...sumReportRows({ id: 0, title: 'Total', year: 2025, closed_through: '2025-03' }, rows),
      group: null,
    };
    const lines = parse(reportCsv(rows, totals, { view: 'quarter', currencyOrder: ['GEL', 'USD', 'EUR'] }));
    expect(lines[0]).toEqual([
      'Group',
      'Title',
      'Currency',
      'Q1 forecast',
      'Q1 actual',
      'Q1 difference',
      'Q2 forecast',
      'Q2 actual',
      'Q2 difference',
      'Q3 forecast',
      'Q3 actual',
      'Q3 difference',
      'Q4 forecast',
      'Q4 actual',
      'Q4 difference',
      'Year forecast',
      'Year actual',
      'Year difference',
      'Difference %',
      'Vacation',
      'Sick leave',
      'Other',
    ]);
    // The title is quoted (it holds a quote) and neutralised; the group too.
    expect(lines[1]!.slice(0, 9)).toEqual([
      "'-5% discount",
      '"\'=HYPERLINK(""x"")"',
      'EUR',
      '7200',
      '0',
      '-7200',
      '1000',
      '',
      '',
    ]);
    expect(lines[1]!.slice(15, 22)).toEqual(['8200', '0', '-7200', '-100', '0', '0', '-7200']);
    // The totals row: one line per currency, in the tenant's order.
    expect(lines.slice(3).map((line) => [line[1], line[2]])).toEqual([
      ['Total', 'USD'],
      ['Total', 'EUR'],
    ]);
    expect(lines[3]![18]).toBe('');
  });

  it('adds cost, profit and margin columns for profitability', () => {
    const base = rowOf(1, 'Atlas', 'GEL');
    const row = { ...base, ...profitabilityOf(base, costFromMonths({ March: { GEL: toCents(6000) } })) };
    const lines = parse(reportCsv([row], null, { view: 'month' }));
    expect(lines[0]!.slice(-5)).toEqual([
      'Cost',
      'Profit forecast',
      'Profit actual',
      'Margin forecast %',
      'Margin actual %',
    ]);
    // Forecast 8,200 − 6,000 = 2,200 (26.83 %); actual 0 − 6,000 (no revenue, no margin).
    expect(lines[1]!.slice(-5)).toEqual(['6000', '2200', '-6000', '26.83', '']);
  });
});
