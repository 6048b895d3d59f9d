import { screen, waitFor, within } from '@testing-library/react';
import { BalancesTab } from '@/features/time-offs/balances/balances-tab';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { daysFigure } from '@/lib/time-off-balance-text';
import { choose } from '../../support/form-input';
import { browserAtReferenceDate, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordRequests } from '../../support/sent-requests';
import { balanceAsAnswered } from './balance-fixtures';

setupMockApi();
browserAtReferenceDate();

const openTab = (url = '/time-offs?view=balances', as = 'admin@acme.test') =>
  renderScreen(BalancesTab, {
    url,
    as,
    ready: () => screen.findAllByRole('link', { name: /^Vacation ledger of / }),
  });

const rowOf = (name: string) =>
  screen.getByRole('link', { name: `Vacation ledger of ${name}` }).closest('tr') as HTMLElement;

describe('the Balances tab', () => {
  it("shows each person's days by leave type; a row opens their ledger", async () => {
    const employee = await balanceAsAnswered('employee@acme.test');
    const { user, router } = await openTab(
      `/time-offs?view=balances&q=${encodeURIComponent(employee.user.name)}`,
    );
    const row = rowOf(employee.user.name);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(
      expect.arrayContaining([
        daysFigure(employee.vacation.allowance),
        daysFigure(employee.vacation.available),
        daysFigure(employee.sick_leave.taken),
      ]),
    );
    await user.click(within(row).getAllByRole('cell')[1]!);
    expect(router.query).toMatchObject({ view: 'balances', ledger: String(employee.user.id) });
  });

  it('reads department, search, the day and the sort from the link and sends them; a filter set goes to the link', async () => {
    const { requests } = recordRequests();
    const { user, router } = await renderScreen(BalancesTab, {
      url: '/time-offs?view=balances&q=ana&department=1&balance_on=2025-12-31&year=2024&sort=available:desc',
      as: 'admin@acme.test',
      ready: () => screen.findByRole('table', { name: 'Balances' }),
    });
    await waitFor(() => expect(lastSent(requests, 'time-offs/balances', 'GET')).toBeTruthy());
    const query = lastSent(requests, 'time-offs/balances', 'GET').query;
    expect([
      query.get('search'),
      query.getAll('department_ids[]'),
      query.get('date'),
      query.get('year'),
      query.get('sort'),
    ]).toEqual(['ana', ['1'], '2025-12-31', '2024', '-available']);
    expect(screen.getByRole('columnheader', { name: 'Available' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('heading', { name: 'Balances on 31 Dec 2025' })).toBeInTheDocument();

    await choose(user, 'Department', 'Engineering');
    expect(router.query).toMatchObject({ view: 'balances', q: 'ana', balance_on: '2025-12-31' });
    expect(router.query.department).toMatch(/^\d+$/);
    await choose(user, 'Other leave in', '2023');
    expect(router.query).toMatchObject({ year: '2023' });
  });

  it('an employee without time-off::manage sees only their own row and no filters', async () => {
    const own = await balanceAsAnswered('employee@acme.test');
    await openTab('/time-offs?view=balances', 'employee@acme.test');
    expect(
      screen.getAllByRole('link', { name: /^Vacation ledger of / }).map((link) => link.textContent),
    ).toEqual([own.user.name]);
    expect(screen.queryByRole('search', { name: 'Filter balances' })).not.toBeInTheDocument();
  });

  it('says when nobody matches, and when the balances could not be loaded, with Retry', async () => {
    setFault({ method: 'GET', path: 'time-offs/balances', status: 500 });
    const { user } = await renderScreen(BalancesTab, {
      url: '/time-offs?view=balances&q=nobody-has-this-name',
      as: 'admin@acme.test',
      ready: () => screen.findByText('The balances could not be loaded.'),
    });
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No one matches')).toBeInTheDocument();
    const empty = screen.getByText('No one matches').closest('[role="status"]') as HTMLElement;
    expect(within(empty).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
