import { screen, waitFor, within } from '@testing-library/react';
import type { BudgetRow } from '@/api/budget/budget.schemas';
import { parseCsv } from '../../support/parse-csv';
import { setupMockApi } from '../../support/mock-api';
import { recordSavedFiles } from '../../support/saved-files';
import { budgetOf, escapeRegExp, openBudget, SEEDED_YEAR } from './budget-fixtures';

// What the budget shows (finance.md §3): quarters as sums of months, one currency at a time, the
// cumulative chart told in a sentence with its table twin, and the view exported as a CSV.

setupMockApi();
const saved = recordSavedFiles();

const URL = `/budget?year=${SEEDED_YEAR}`;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const amountText = (cents: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const grid = () => screen.getByRole('table', { name: `Budget ${SEEDED_YEAR}` });
// The first cell of each row: its title, and under it what it is ("Income · Projects · EUR").
const rowHeads = () =>
  within(grid())
    .getAllByRole('row')
    .flatMap((row) => within(row).queryAllByRole('cell').slice(0, 1))
    .map((cell) => cell.textContent);

describe('the budget’s views', () => {
  it('quarters are the sums of their months, shown read-only with a word on where to edit', async () => {
    const budget = await budgetOf(SEEDED_YEAR);
    const row = budget.rows.find((candidate) => sum(candidate.budget.slice(0, 3)) > 0)!;
    await openBudget(`${URL}&view=quarter`);

    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Row', 'Q1', 'Q2', 'Q3', 'Q4', 'Year']);
    const q1 = within(within(grid()).getByText(row.title).closest('tr')!).getAllByRole('cell')[1]!;
    expect(q1).toHaveTextContent(
      new RegExp(`^${escapeRegExp(amountText(sum(row.budget.slice(0, 3))))}Forecast`),
    );
    expect(
      screen.getByText(/Quarters are sums of their months: switch to months to edit\./),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Budget, / })).toEqual([]);
  });

  it('a currency chosen shows only the rows in it, with their total and net in that currency', async () => {
    const budget = await budgetOf(SEEDED_YEAR);
    const inPounds = budget.rows.filter((row) => row.currency === 'GBP');
    await openBudget(`${URL}&cur=GBP`);

    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('GBP');
    const titles = [...inPounds.map((row) => row.title), 'Total income (GBP)', 'Net (GBP)'];
    expect(rowHeads()).toEqual(
      titles.map((title) => expect.stringMatching(new RegExp(`^${escapeRegExp(title)}.* · GBP$`))),
    );
  });

  it('the cumulative income chart is told in a sentence and twinned by a table of the months', async () => {
    const budget = await budgetOf(SEEDED_YEAR);
    const income = budget.rows.filter((row) => row.kind === 'income' && row.currency === 'EUR');
    const total = (pick: (row: BudgetRow) => readonly number[]) => sum(income.flatMap(pick));
    const budgeted = total((row) => row.budget);
    // What the year comes to: the actual of a closed month, the forecast of the others.
    const outcome = total((row) => row.forecast.map((cents, index) => row.actual[index] ?? cents));
    const { user } = await openBudget(`${URL}&cur=EUR`);

    const sentence = `Income in EUR: forecast reaches ${Math.round((outcome / budgeted) * 100)} % of budget by December.`;
    const figure = await screen.findByRole('figure', { name: 'Cumulative income in EUR' });
    expect(figure).toHaveAccessibleDescription(expect.stringContaining(sentence));
    expect(screen.getByText(new RegExp(`^${escapeRegExp(sentence)}`))).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show the numbers' }));
    const table = screen.getByRole('table', { name: 'Cumulative income in EUR, by month' });
    const december = within(table).getByRole('rowheader', { name: 'December' }).closest('tr')!;
    expect(
      within(december)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      `${amountText(budgeted)} EUR`,
      `${amountText(outcome)} EUR`,
      // The actual line ends with the last closed month.
      '—',
    ]);
  });

  it('the CSV is the view shown: quarters, a line per row, each kind’s total and net per currency', async () => {
    const budget = await budgetOf(SEEDED_YEAR);
    const { user } = await openBudget(`${URL}&view=quarter`);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });

    expect(saved[0]!.fileName).toBe(`budget-${SEEDED_YEAR}-${budget.version!.name.toLowerCase()}.csv`);
    const [header, ...lines] = parseCsv((await saved[0]!.blob.text()).replace(/^\uFEFF/, ''));
    expect(header!.slice(0, 6)).toEqual([
      'Row',
      'Under',
      'Currency',
      'Q1 budget',
      'Q1 forecast',
      'Q1 actual',
    ]);
    expect(header!.slice(-3)).toEqual(['Year budget', 'Year forecast', 'Year actual']);
    for (const row of budget.rows) expect(lines.map((line) => line[0])).toContain(row.title);

    const q1Budget = (kind: BudgetRow['kind']) =>
      sum(
        budget.rows
          .filter((row) => row.kind === kind && row.currency === 'EUR')
          .map((row) => sum(row.budget.slice(0, 3))),
      );
    const net = lines.find((line) => line[0] === 'Net (EUR)')!;
    expect(net[2]).toBe('EUR');
    expect(Number(net[header!.indexOf('Q1 budget')])).toBeCloseTo(
      (q1Budget('income') - q1Budget('cost')) / 100,
      2,
    );
    expect(lines.map((line) => line[0])).toEqual(
      expect.arrayContaining(['Total income (EUR)', 'Total costs (EUR)']),
    );
  });
});
