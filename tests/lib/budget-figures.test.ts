import { describe, expect, it } from 'vitest';
import {
  budgetToDate,
  closedMonthsOf,
  cumulative,
  quarterActuals,
  quarterSums,
  reachSentence,
  seriesByCurrency,
  variance,
} from '@/lib/budget-figures';
import { fillRight, undoOf, withCells, changedCells } from '@/lib/budget-edits';

const months = (value: number) => Array.from({ length: 12 }, () => value);
const open = () => Array.from({ length: 12 }, () => null);

describe('budget figures', () => {
  it('net is income less cost per currency, never across two', () => {
    const net = seriesByCurrency(
      [
        {
          kind: 'income',
          currency: 'EUR',
          budget: months(1000),
          forecast: months(900),
          actual: [800, ...open().slice(1)],
        },
        { kind: 'income', currency: 'USD', budget: months(500), forecast: months(500), actual: open() },
        {
          kind: 'cost',
          currency: 'EUR',
          budget: months(300),
          forecast: months(300),
          actual: [300, ...open().slice(1)],
        },
      ],
      'net',
    );
    expect([...net.keys()]).toEqual(['EUR', 'USD']);
    expect(net.get('EUR')?.budget[0]).toBe(700);
    expect(net.get('EUR')?.forecast[0]).toBe(600);
    expect(net.get('EUR')?.actual.slice(0, 2)).toEqual([500, null]);
    expect(net.get('USD')?.budget[0]).toBe(500);
  });

  it('variance is the outcome less the budget, as a share of the budget', () => {
    expect(variance(720_000, 576_000)).toEqual({ cents: -144_000, percentage: -20 });
    expect(variance(0, 100)).toEqual({ cents: 100, percentage: null });
  });

  it('sums quarters, and quarters of actuals only where a month is closed', () => {
    expect(quarterSums(months(1))).toEqual([3, 3, 3, 3]);
    expect(quarterActuals([1, 2, null, null, ...open().slice(4)])).toEqual([3, null, null, null]);
  });

  it('cumulates a series and ends it at the first month without a figure', () => {
    expect(cumulative([1, 2, 3, null, 5])).toEqual([1, 3, 6, null, null]);
  });

  it('to date is the budget times the share of the year passed', () => {
    // January and February whole, 15 of March's 31 days.
    expect(budgetToDate(months(3100), 2025, '2025-03-15')).toBe(3100 + 3100 + 1500);
    expect(budgetToDate(months(3100), 2025, '2024-12-31')).toBe(0);
    expect(budgetToDate(months(3100), 2025, '2026-01-01')).toBe(37_200);
  });

  it('says how far the forecast reaches of the budget', () => {
    expect(reachSentence('Income in EUR', months(100), months(96))).toBe(
      'Income in EUR: forecast reaches 96 % of budget by December.',
    );
  });

  it('counts the closed months of a year', () => {
    expect(closedMonthsOf(2025, '2025-10')).toBe(10);
    expect(closedMonthsOf(2024, '2025-10')).toBe(12);
    expect(closedMonthsOf(2026, '2025-10')).toBe(0);
    expect(closedMonthsOf(2025, null)).toBe(0);
  });
});

describe('budget edits', () => {
  const rows = [{ id: 7, budget: [100, 200, ...months(0).slice(2)] }];

  it('fill right copies the month into every later month', () => {
    expect(fillRight(rows[0]!, 10)).toEqual([
      { rowId: 7, month: 11, cents: 0 },
      { rowId: 7, month: 12, cents: 0 },
    ]);
    expect(fillRight(rows[0]!, 2)).toHaveLength(10);
  });

  it('undo puts back what a batch replaced, and the batch keeps only real changes', () => {
    const batch = changedCells(rows, [
      { rowId: 7, month: 1, cents: 100 },
      { rowId: 7, month: 2, cents: 250 },
    ]);
    expect(batch).toEqual([{ rowId: 7, month: 2, cents: 250 }]);
    expect(undoOf(rows, batch)).toEqual([{ rowId: 7, month: 2, cents: 200 }]);
    expect(withCells(rows, batch)[0]?.budget.slice(0, 2)).toEqual([100, 250]);
  });
});
