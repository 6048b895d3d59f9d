import { screen, waitFor, within } from '@testing-library/react';
import { BudgetScreen } from '@/features/budget/budget-page';
import { PERMISSIONS } from '@/lib/permissions';
import { fill } from '../../support/form-input';
import { revoke, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';
import {
  ADMIN,
  budgetOf,
  centsOf,
  escapeRegExp,
  monthCells,
  openBudget,
  SEEDED_YEAR,
} from './budget-fixtures';

// Versions and who may change them (finance.md §3): a locked version and a reader see the budget
// read-only; a year without a budget starts from last year's plus a percentage, or from the forecast.

setupMockApi();
const sent = recordEachCase();

const NEW_YEAR = SEEDED_YEAR + 1;
const EDITING_TOOLS = ['Undo', 'Fill right', 'Spread a yearly amount', 'Add an overhead row', 'Revise'];

const openNewYear = () =>
  renderScreen(BudgetScreen, {
    url: `/budget?year=${NEW_YEAR}`,
    as: ADMIN,
    ready: () => screen.findByText(`No budget for ${NEW_YEAR} yet`, {}, { timeout: 5000 }),
  });

const budgetCellButtons = () => screen.queryAllByRole('button', { name: /^Budget, / });

function expectReadOnly() {
  expect(budgetCellButtons()).toEqual([]);
  for (const name of EDITING_TOOLS) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
}

describe('budget versions', () => {
  it('a locked version opened from its link is read-only: its figures shown, no cell to edit, no editing tools', async () => {
    const before = await budgetOf(SEEDED_YEAR - 1);
    const locked = before.versions.find((version) => version.status === 'locked')!;
    await openBudget(`/budget?year=${SEEDED_YEAR - 1}&version=${locked.id}`);

    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveTextContent(`${locked.name} (locked)`);
    expect(screen.getByText(new RegExp(`^${locked.name} is locked and read-only\\.`))).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: `Budget ${SEEDED_YEAR - 1}` });
    expect(within(grid).getByText(before.rows[0]!.title)).toBeInTheDocument();
    expectReadOnly();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('someone who may see the budget but not change it gets the draft read-only', async () => {
    await revoke('acme', ADMIN, PERMISSIONS.budgetManage);
    await openBudget(`/budget?year=${SEEDED_YEAR}`);
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveTextContent('(draft)');
    expectReadOnly();
  });

  it('a year started from last year’s budget plus 10 % has each month at last year’s amount plus 10 %', async () => {
    const lastYear = await budgetOf(SEEDED_YEAR);
    const row = lastYear.rows.find((candidate) => candidate.budget[2]! > 0)!;
    const { user } = await openNewYear();
    await fill(user, 'Uplift', '10');
    await user.click(screen.getByRole('button', { name: `From ${SEEDED_YEAR} plus 10 %` }));

    await screen.findByRole('table', { name: `Budget ${NEW_YEAR}` }, { timeout: 5000 });
    expect(await lastSent(sent, `budget/${NEW_YEAR}/seed`, 'POST').body).toEqual({
      source: 'last_year',
      uplift_pct: 10,
    });
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveTextContent('Original (draft)');
    const march = screen.getByRole('button', {
      name: new RegExp(`^Budget, ${escapeRegExp(row.title)}, March: `),
    });
    expect(centsOf(march)).toBe(Math.round((row.budget[2]! * 110) / 100));
  });

  it('a year started from the forecast has each month’s budget at its forecast', async () => {
    const { user } = await openNewYear();
    await user.click(screen.getByRole('button', { name: `Create ${NEW_YEAR} budget from the forecast` }));

    await screen.findByRole('table', { name: `Budget ${NEW_YEAR}` }, { timeout: 5000 });
    expect(await lastSent(sent, `budget/${NEW_YEAR}/seed`, 'POST').body).toEqual({
      source: 'forecast',
      uplift_pct: 0,
    });
    await waitFor(() => expect(monthCells('March').length).toBeGreaterThan(0));
    const forecasts = monthCells('March').map((cell) => {
      const text = within(cell.closest('td')!).getByText(/^Forecast /).textContent ?? '';
      return Math.round(Number(text.replace(/^Forecast /, '').replace(/,/g, '')) * 100);
    });
    expect(monthCells('March').map(centsOf)).toEqual(forecasts);
    // Not an empty budget: some month of a project is forecast.
    expect(forecasts.some((cents) => cents > 0)).toBe(true);
  });
});
