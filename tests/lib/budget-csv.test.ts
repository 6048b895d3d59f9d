import { budgetCsv } from '@/lib/budget-csv';
import { budgetGridRows, type GridSourceRow } from '@/lib/budget-rows';

const months = (value: number) => Array.from({ length: 12 }, () => value);

const row = (id: number, kind: 'income' | 'cost', title: string, budget: number): GridSourceRow => ({
  id,
  kind,
  currency: 'EUR',
  group: kind === 'income' ? 'Projects' : 'Overhead',
  title,
  editable: true,
  userAdded: false,
  budget: months(budget),
  forecast: months(budget + 1_000),
  // January closed only.
  actual: [budget - 500, ...Array.from({ length: 11 }, () => null)],
});

const linesOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the budget as a CSV', () => {
  it('has per quarter its budget, forecast and actual, then the year, a line per grid row with net last', () => {
    const grid = budgetGridRows(
      [row(1, 'income', 'Atlas', 200_000), row(2, 'cost', '=Rent', 50_000)],
      'quarter',
      null,
    );
    const [header, ...lines] = linesOf(budgetCsv(grid, 'quarter'));
    expect(header).toBe(
      'Row,Under,Currency,Q1 budget,Q1 forecast,Q1 actual,Q2 budget,Q2 forecast,Q2 actual,Q3 budget,Q3 forecast,Q3 actual,Q4 budget,Q4 forecast,Q4 actual,Year budget,Year forecast,Year actual',
    );
    // Atlas: 2,000.00 a month → 6,000.00 a quarter; forecast 2,010.00 a month; January's actual 1,995.00.
    expect(lines[0]).toMatch(
      /^Atlas,.*,EUR,6000,6030,1995,6000,6030,,6000,6030,,6000,6030,,24000,24120,1995$/,
    );
    // A title that starts like a formula is neutralised; net = income − cost per period.
    expect(lines.some((line) => line.startsWith("'=Rent,"))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Net \(EUR\),.*,EUR,4500,4500,1500,/);
  });

  it('has twelve months when the grid shows months', () => {
    const grid = budgetGridRows([row(1, 'income', 'Atlas', 200_000)], 'month', null);
    const [header] = linesOf(budgetCsv(grid, 'month'));
    expect(header!.split(',')).toHaveLength(3 + 13 * 3);
  });
});
