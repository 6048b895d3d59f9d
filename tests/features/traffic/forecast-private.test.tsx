import { screen, waitFor, within } from '@testing-library/react';
import { TrafficTableView } from '@/features/traffic/table/traffic-table-view';
import { PERMISSIONS } from '@/lib/permissions';
import { revoke, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';

setupMockApi();

// Issue 30, L4: the planner's money (rates, forecast revenue) goes only to who may read booking money
// (project::view or project::update). traffic::view alone plans hours: the table shows them, and no
// forecast row, instead of an error or empty money.

const openTable = () =>
  renderScreen(TrafficTableView, {
    url: '/traffic/table-view?span=quarter&from=2025-04-01',
    as: 'sale@acme.test',
    ready: () => screen.findByRole('grid', { name: 'Traffic table' }),
  });

describe('the traffic table: forecast revenue', () => {
  it('with project::view, the footer gives the forecast revenue per period', async () => {
    await openTable();
    const grid = screen.getByRole('grid', { name: 'Traffic table' });
    const forecast = await within(grid).findByRole('rowheader', { name: /^Forecast revenue/ });
    await waitFor(() => expect(forecast).toHaveTextContent(/\d/));
  });

  it('with traffic::view alone, shows the hours and no forecast row, and says nothing failed', async () => {
    await revoke('acme', 'sale@acme.test', PERMISSIONS.projectView);
    await openTable();
    const grid = screen.getByRole('grid', { name: 'Traffic table' });
    const total = within(grid).getByRole('rowheader', { name: 'Total' });
    await waitFor(() => expect(total.closest('[role="row"]')).toHaveTextContent(/\d+:\d\d/));
    // The summary answered: the forecast row is gone rather than loading or failed.
    await waitFor(() =>
      expect(within(grid).queryByRole('rowheader', { name: /^Forecast revenue/ })).not.toBeInTheDocument(),
    );
    expect(grid).not.toHaveTextContent(/Not available|Loading…/);
    const rows = Number(grid.getAttribute('aria-rowcount'));
    expect(within(grid).getAllByRole('row').at(-1)).toHaveAttribute('aria-rowindex', String(rows));
  });
});
