import { screen, waitFor, within } from '@testing-library/react';
import { ScreenFrame } from '@/app/screen-frame';
import { IncomeReportScreen } from '@/features/reports/income-report-page';
import { SalaryReportScreen } from '@/features/reports/salary-report-page';
import { renderWithApp } from '../../render';
import { revoke, setupMockApi, signIn } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

// Issue 30 M5: every person's salary needs report::salary, not the report::view that opens income and
// profitability. The demo's sale role has report::view only.

setupMockApi();

const mainNavigation = () => screen.findByRole('navigation', { name: 'Main' });
const linkNames = async () =>
  within(await mainNavigation())
    .getAllByRole('link')
    .map((link) => link.textContent);

function openAt(url: string, Screen: typeof SalaryReportScreen) {
  return renderWithApp(
    <ScreenFrame screen={Screen.screen}>
      <Screen />
    </ScreenFrame>,
    { url },
  );
}

describe('the salary report needs report::salary', () => {
  it('the navigation offers Income and Profitability to the sale role, but no Salary', async () => {
    await signIn('sale@acme.test');
    openAt('/reports/income?year=2025', IncomeReportScreen);
    await waitFor(async () => expect(await linkNames()).toContain('Income'));
    expect(await linkNames()).toContain('Profitability');
    expect(await linkNames()).not.toContain('Salary');
  });

  it('the navigation offers Salary to someone with report::salary (admin), also without report::view', async () => {
    await revoke('acme', 'admin@acme.test', 'report::view');
    await signIn('admin@acme.test');
    openAt('/reports/salary?year=2025', SalaryReportScreen);
    await waitFor(async () => expect(await linkNames()).toContain('Salary'));
    expect(await linkNames()).not.toContain('Income');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salary report' })).toBeInTheDocument();
    expect(screen.queryByText('You do not have access to this page')).not.toBeInTheDocument();
  });

  it('someone without it who opens /reports/salary sees the no-access state, and no salary is asked for', async () => {
    await signIn('sale@acme.test');
    const { requests } = recordRequests();
    const { queryClient } = openAt('/reports/salary?year=2025', SalaryReportScreen);
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Salary report' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Once the shell and the screen's reference lists have loaded, the report was never among them.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.map((request) => request.path)).not.toContain('reports/salary');
  });
});
