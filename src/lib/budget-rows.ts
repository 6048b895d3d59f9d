import { quarterActuals, quarterSums, seriesByCurrency, sumOf, type BudgetFigureRow } from './budget-figures';
import { orderCurrencies } from './currency';
import { MONTHS, QUARTER_NAMES } from './quarters';

// The budget grid's rows: the version's rows of the currency shown, each kind's total per currency,
// and net (income − cost) per currency; every row's periods as months or quarters plus the year.

export type BudgetView = 'month' | 'quarter';

export type PeriodFigures = {
  budget: number;
  forecast: number;
  // Closed months only; null for a period with no closed month.
  actual: number | null;
  // What the period comes to: actuals where closed, the forecast elsewhere.
  outcome: number;
};

export type GridSourceRow = BudgetFigureRow & {
  id: number;
  group: string;
  title: string;
  editable: boolean;
  userAdded: boolean;
};

export type BudgetGridRow = {
  key: string;
  type: 'row' | 'total' | 'net';
  kind: 'income' | 'cost' | 'net';
  title: string;
  // "Income · Projects", "Total", shown under the title.
  caption: string;
  currency: string;
  source: GridSourceRow | null;
  periods: PeriodFigures[];
  year: PeriodFigures;
};

export const periodLabels = (view: BudgetView): readonly string[] =>
  view === 'month' ? MONTHS : QUARTER_NAMES;

function periodsOf(
  budget: readonly number[],
  forecast: readonly number[],
  actual: readonly (number | null)[],
  view: BudgetView,
): { periods: PeriodFigures[]; year: PeriodFigures } {
  const outcome = forecast.map((value, index) => actual[index] ?? value);
  const known = actual.filter((value): value is number => value !== null);
  const year = {
    budget: sumOf(budget),
    forecast: sumOf(forecast),
    actual: known.length === 0 ? null : sumOf(known),
    outcome: sumOf(outcome),
  };
  if (view === 'month') {
    return {
      periods: budget.map((value, index) => ({
        budget: value,
        forecast: forecast[index] ?? 0,
        actual: actual[index] ?? null,
        outcome: outcome[index] ?? 0,
      })),
      year,
    };
  }
  const budgets = quarterSums(budget);
  const forecasts = quarterSums(forecast);
  const actuals = quarterActuals(actual);
  const outcomes = quarterSums(outcome);
  return {
    periods: budgets.map((value, index) => ({
      budget: value,
      forecast: forecasts[index] ?? 0,
      actual: actuals[index] ?? null,
      outcome: outcomes[index] ?? 0,
    })),
    year,
  };
}

const KIND_LABELS = { income: 'Income', cost: 'Costs', net: 'Net' } as const;

// `currency` null shows every currency, each row in its own; totals and net are per currency.
export function budgetGridRows(
  rows: readonly GridSourceRow[],
  view: BudgetView,
  currency: string | null,
  currencyOrder: readonly string[] = [],
): BudgetGridRow[] {
  const shown = rows.filter((row) => currency === null || row.currency === currency);
  const currencies = orderCurrencies([...new Set(shown.map((row) => row.currency))], currencyOrder);
  const result: BudgetGridRow[] = [];
  for (const kind of ['income', 'cost'] as const) {
    for (const row of shown.filter((candidate) => candidate.kind === kind)) {
      result.push({
        key: `row-${row.id}`,
        type: 'row',
        kind,
        title: row.title,
        caption: `${KIND_LABELS[kind]} · ${row.group} · ${row.currency}`,
        currency: row.currency,
        source: row,
        ...periodsOf(row.budget, row.forecast, row.actual, view),
      });
    }
    const totals = seriesByCurrency(shown, kind);
    for (const code of currencies) {
      const series = totals.get(code);
      if (!series) continue;
      result.push(
        summaryRow(
          `total-${kind}-${code}`,
          'total',
          kind,
          `Total ${KIND_LABELS[kind].toLowerCase()}`,
          code,
          series,
          view,
        ),
      );
    }
  }
  const net = seriesByCurrency(shown, 'net');
  for (const code of currencies) {
    const series = net.get(code);
    if (series) result.push(summaryRow(`net-${code}`, 'net', 'net', 'Net', code, series, view));
  }
  return result;
}

function summaryRow(
  key: string,
  type: 'total' | 'net',
  kind: BudgetGridRow['kind'],
  title: string,
  currency: string,
  series: { budget: number[]; forecast: number[]; actual: (number | null)[] },
  view: BudgetView,
): BudgetGridRow {
  return {
    key,
    type,
    kind,
    title: `${title} (${currency})`,
    caption: type === 'net' ? `Income − costs · ${currency}` : `${KIND_LABELS[kind]} · ${currency}`,
    currency,
    source: null,
    ...periodsOf(series.budget, series.forecast, series.actual, view),
  };
}
