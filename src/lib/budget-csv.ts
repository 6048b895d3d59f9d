import { fromCents } from './cents';
import { toCsv, type CsvValue } from './csv';
import { periodLabels, type BudgetGridRow, type BudgetView } from './budget-rows';

// The budget as the grid shows it (rows, totals and net per currency; months or quarters), as a CSV:
// per period its budget, forecast and actual (empty before the period closes), then the year.
// Amounts in units, as numbers; each row in its own currency (never converted).
export function budgetCsv(rows: readonly BudgetGridRow[], view: BudgetView): string {
  const header = [
    'Row',
    'Under',
    'Currency',
    ...[...periodLabels(view), 'Year'].flatMap((label) => [
      `${label} budget`,
      `${label} forecast`,
      `${label} actual`,
    ]),
  ];
  const amount = (cents: number | null): CsvValue => (cents === null ? null : fromCents(cents));
  return toCsv(
    header,
    rows.map((row) => [
      row.title,
      row.caption,
      row.currency,
      ...[...row.periods, row.year].flatMap((figures) => [
        amount(figures.budget),
        amount(figures.forecast),
        amount(figures.actual),
      ]),
    ]),
  );
}
