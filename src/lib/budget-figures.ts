import { divideRoundHalfUp, percentageOf } from './cents';
import { QUARTERS } from './quarters';

// The arithmetic of the budget screen, in integer cents; months are arrays of twelve, January first.
// Sums never cross currencies: rows are summed per currency and net is income − cost per currency.

export type MonthSeries = readonly number[];

export type BudgetFigureRow = {
  kind: 'income' | 'cost';
  currency: string;
  budget: MonthSeries;
  forecast: MonthSeries;
  actual: readonly (number | null)[];
};

export const sumOf = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

// Q1…Q4 of twelve months.
export const quarterSums = (months: MonthSeries): number[] =>
  QUARTERS.map((quarter) => sumOf(quarter.monthIndexes.map((index) => months[index] ?? 0)));

// Actuals of the months that have them; null for a quarter with no closed month.
export function quarterActuals(months: readonly (number | null)[]): (number | null)[] {
  return QUARTERS.map((quarter) => {
    const known = quarter.monthIndexes
      .map((index) => months[index] ?? null)
      .filter((value): value is number => value !== null);
    return known.length === 0 ? null : sumOf(known);
  });
}

const addSeries = (a: MonthSeries, b: MonthSeries, sign = 1): number[] =>
  Array.from({ length: 12 }, (_, index) => (a[index] ?? 0) + sign * (b[index] ?? 0));

const zeros = (): number[] => Array.from({ length: 12 }, () => 0);

export type CurrencySeries = { budget: number[]; forecast: number[]; actual: (number | null)[] };

// One series set per currency for the rows of one kind (or both, net: income − cost).
export function seriesByCurrency(
  rows: readonly BudgetFigureRow[],
  select: 'income' | 'cost' | 'net',
): Map<string, CurrencySeries> {
  const result = new Map<string, CurrencySeries>();
  for (const row of rows) {
    if (select !== 'net' && row.kind !== select) continue;
    const sign = select === 'net' && row.kind === 'cost' ? -1 : 1;
    const current = result.get(row.currency) ?? {
      budget: zeros(),
      forecast: zeros(),
      actual: Array.from({ length: 12 }, () => null as number | null),
    };
    result.set(row.currency, {
      budget: addSeries(current.budget, row.budget, sign),
      forecast: addSeries(current.forecast, row.forecast, sign),
      actual: current.actual.map((value, index) => {
        const own = row.actual[index] ?? null;
        if (own === null) return value;
        return (value ?? 0) + sign * own;
      }),
    });
  }
  return result;
}

export type Variance = { cents: number; percentage: number | null };

// What the outcome (actual for a closed month, else forecast) differs from the budget by, and as a
// share of the budget. For a cost row a positive variance means spending more than budgeted.
export function variance(budgetCents: number, outcomeCents: number): Variance {
  const cents = outcomeCents - budgetCents;
  return { cents, percentage: percentageOf(cents, budgetCents) };
}

// Whether a variance is good news: more income, or less cost, than budgeted.
export const isFavourable = (kind: 'income' | 'cost', cents: number): boolean =>
  kind === 'income' ? cents >= 0 : cents <= 0;

// Running totals: the cumulative chart's line. Nulls (months without an actual) end the line there.
export function cumulative(months: readonly (number | null)[]): (number | null)[] {
  let total = 0;
  let ended = false;
  return months.map((value) => {
    if (value === null || ended) {
      ended = true;
      return null;
    }
    total += value;
    return total;
  });
}

// The outcome of each month: the actual where the month is closed, otherwise the forecast.
export const outcomeOf = (forecast: MonthSeries, actual: readonly (number | null)[]): number[] =>
  forecast.map((value, index) => actual[index] ?? value);

// "To date" (Odoo's theoretical amount): each month's budget × the share of it that has passed by
// `today` (yyyy-MM-dd), rounded once per month.
export function budgetToDate(budget: MonthSeries, year: number, today: string): number {
  return sumOf(
    budget.map((cents, index) => {
      const days = new Date(year, index + 1, 0).getDate();
      const first = `${year}-${String(index + 1).padStart(2, '0')}-01`;
      const last = `${year}-${String(index + 1).padStart(2, '0')}-${String(days).padStart(2, '0')}`;
      if (today >= last) return cents;
      if (today < first) return 0;
      const passed = Number(today.slice(8, 10));
      return divideRoundHalfUp(cents * passed, days);
    }),
  );
}

// The chart's sentence: how far the year's outcome (actuals, then forecast) reaches of the budget.
export function reachSentence(label: string, budget: MonthSeries, outcome: MonthSeries): string {
  const budgetTotal = sumOf(budget);
  const outcomeTotal = sumOf(outcome);
  if (budgetTotal === 0) return `${label}: no budget to compare the forecast with.`;
  const percent = percentageOf(outcomeTotal, budgetTotal) ?? 0;
  return `${label}: forecast reaches ${Math.round(percent)} % of budget by December.`;
}

// 'yyyy-MM' closed-through as the number of closed months of `year` (0-12).
export function closedMonthsOf(year: number, closedThrough: string | null): number {
  if (closedThrough === null) return 0;
  const closedYear = Number(closedThrough.slice(0, 4));
  if (closedYear > year) return 12;
  if (closedYear < year) return 0;
  return Number(closedThrough.slice(5, 7));
}
