import { renderHook, screen, waitFor } from '@testing-library/react';
import { useArchiveUsers } from '@/api/users/user-bulk.mutations';
import type { ComponentType } from 'react';
import { BudgetScreen } from '@/features/budget/budget-page';
import { InvoicesScreen } from '@/features/invoices/invoices-page';
import { ProjectScreen } from '@/features/projects/project-page';
import { ActiveRecruitmentScreen } from '@/features/recruitment/active-recruitment-page';
import { IncomeReportScreen } from '@/features/reports/income-report-page';
import { TrafficTableScreen } from '@/features/traffic/traffic-table-page';
import { setFault } from '@/mocks/scenarios';
import { createTestWrapper } from '../render';
import { setupMockApi, signIn } from '../support/mock-api';
import { renderScreen } from '../support/render-screen';

setupMockApi();

// SPEC §8 holds on every screen, the newer ones included: a read answered 401/403/404/422 navigates to
// /404; any other failure shows the 'Unexpected error' toast. A screen may keep what it showed.

type Case = { screen: string; Screen: ComponentType; url: string; route?: string };

const PROJECT: Case = {
  screen: 'a project',
  Screen: ProjectScreen,
  url: '/projects/1/dashboard',
  route: '/projects/[...project]',
};
const BUDGET: Case = { screen: 'the budget', Screen: BudgetScreen, url: '/budget' };
const INCOME: Case = { screen: 'the income report', Screen: IncomeReportScreen, url: '/reports/income' };
const TRAFFIC: Case = { screen: 'traffic', Screen: TrafficTableScreen, url: '/traffic/table-view' };

async function open({ Screen, url, route }: Case) {
  return renderScreen(Screen, { url, route, as: 'admin@acme.test', settle: false });
}

describe('SPEC §8: a read refused with 401, 403, 404 or 422 lands on /404', () => {
  it('/projects/999999, a project that does not exist', async () => {
    const { router } = await open({ ...PROJECT, url: '/projects/999999/dashboard' });
    await waitFor(() => expect(router.asPath).toBe('/404'));
  });

  it('an invoice drawer for an invoice that does not exist (?invoice=999999)', async () => {
    const { router } = await open({
      screen: 'invoices',
      Screen: InvoicesScreen,
      url: '/invoices?invoice=999999',
    });
    await waitFor(() => expect(router.asPath).toBe('/404'));
  });

  it('a candidate drawer for a candidate that does not exist (?candidate=999999)', async () => {
    const { router } = await open({
      screen: 'recruitment',
      Screen: ActiveRecruitmentScreen,
      url: '/admin/recruitment/active?candidate=999999',
    });
    await waitFor(() => expect(router.asPath).toBe('/404'));
  });

  it.each([
    [BUDGET, 'budget', 403],
    [INCOME, 'reports/income', 403],
    [TRAFFIC, 'traffic/summary', 401],
    [PROJECT, 'internal-projects/dashboard/:id', 404],
  ] as const)('$screen with $1 answered $2', async (target, path, status) => {
    setFault({ method: 'GET', path, status });
    const { router } = await open(target);
    await waitFor(() => expect(router.asPath).toBe('/404'));
  });
});

describe('SPEC §8: any other failure of a read shows the Unexpected error toast', () => {
  it.each([
    [BUDGET, 'budget'],
    [INCOME, 'reports/income'],
    [TRAFFIC, 'traffic/summary'],
    [PROJECT, 'internal-projects/:id'],
  ] as const)('$screen with $1 answered 500', async (target, path) => {
    setFault({ method: 'GET', path, status: 500 });
    const { router } = await open(target);
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
    expect(router.asPath).not.toBe('/404');
  });
});

describe('SPEC §8: an action refused with 403 or 404 lands on /404, not a toast in the server’s words', () => {
  it('archiving people the user may not archive (403)', async () => {
    await signIn('sale@acme.test');
    const { wrapper, router } = createTestWrapper('/employees');
    const { result } = renderHook(() => useArchiveUsers(), { wrapper });
    result.current.mutate([4]);
    await waitFor(() => expect(router.asPath).toBe('/404'));
    expect(screen.queryByText('This action is unauthorized.')).not.toBeInTheDocument();
  });
});
