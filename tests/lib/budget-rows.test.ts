import { describe, expect, it } from 'vitest';
import { budgetGridRows, type GridSourceRow } from '@/lib/budget-rows';

const months = (value: number) => Array.from({ length: 12 }, () => value);
const closedThroughMarch = (value: number) => [value, value, value, ...Array.from({ length: 9 }, () => null)];

const row = (id: number, kind: 'income' | 'cost', currency: string, budget: number): GridSourceRow => ({
  id,
  kind,
  currency,
  group: kind === 'income' ? 'Projects' : 'Overhead',
  title: `Row ${id}`,
  editable: true,
  userAdded: false,
  budget: months(budget),
  forecast: months(budget + 10),
  actual: closedThroughMarch(budget - 10),
});

const rows = [row(1, 'income', 'EUR', 1000), row(2, 'income', 'USD', 500), row(3, 'cost', 'EUR', 300)];

describe('the budget grid rows', () => {
  it('lists income, each total per currency, costs, then net per currency: never two currencies in one sum', () => {
    const grid = budgetGridRows(rows, 'month', null, ['EUR', 'USD']);
    expect(grid.map((entry) => entry.title)).toEqual([
      'Row 1',
      'Row 2',
      'Total income (EUR)',
      'Total income (USD)',
      'Row 3',
      'Total costs (EUR)',
      'Net (EUR)',
      'Net (USD)',
    ]);
    const netEur = grid.find((entry) => entry.key === 'net-EUR')!;
    expect(netEur.periods[0]).toEqual({ budget: 700, forecast: 700, actual: 700, outcome: 700 });
    expect(netEur.periods[5]).toEqual({ budget: 700, forecast: 700, actual: null, outcome: 700 });
  });

  it('sums quarters and the year; actuals only of closed months, the outcome from actuals then forecast', () => {
    const [first] = budgetGridRows(rows, 'quarter', 'EUR');
    expect(first?.periods).toHaveLength(4);
    expect(first?.periods[0]).toEqual({ budget: 3000, forecast: 3030, actual: 2970, outcome: 2970 });
    expect(first?.periods[1]).toEqual({ budget: 3000, forecast: 3030, actual: null, outcome: 3030 });
    expect(first?.year).toEqual({ budget: 12_000, forecast: 12_120, actual: 2970, outcome: 2970 + 9 * 1010 });
  });

  it('shows one currency only when one is chosen', () => {
    const grid = budgetGridRows(rows, 'month', 'USD');
    expect(grid.map((entry) => entry.title)).toEqual(['Row 2', 'Total income (USD)', 'Net (USD)']);
  });
});
