import { screen, waitFor, within } from '@testing-library/react';
import { ProjectScreen } from '@/features/projects/project-page';
import { getTenantDb } from '@/mocks/db';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { choose } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const ROUTE = '/projects/[...project]';
// acme (REFERENCE_DATE 2025-05-15): 1 Atlas Platform, USD, active, invoiced; 3 Cobalt Platform, GEL,
// upcoming, no invoices.
const openProject = (id = 1, { as = 'admin@acme.test', url = `/projects/${id}` } = {}) =>
  renderScreen(ProjectScreen, {
    url,
    route: ROUTE,
    as,
    ready: () => screen.findByRole('heading', { level: 1, name: /Platform/ }),
  });

const statusField = () => screen.getByRole('combobox', { name: 'Status' });

describe('the project header', () => {
  it('shows the title, client, status, manager, dates and currency', async () => {
    await openProject();
    expect(screen.getByRole('heading', { level: 1, name: 'Atlas Platform' })).toBeInTheDocument();
    expect(screen.getByText('Brekke - Greenholt')).toBeInTheDocument();
    expect(statusField()).toHaveTextContent('Active');
    expect(screen.getByText('1 Feb 2025 – 28 Feb 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Project currency (USD)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('People')).toBeInTheDocument();
  });

  it('shows the status as a compact select beside the facts, not across the header', async () => {
    await openProject();
    expect(statusField().closest('.MuiFormControl-root')).not.toHaveClass('MuiFormControl-fullWidth');
  });

  it('changes the status in place (PATCH) and keeps it', async () => {
    const { user } = await openProject();
    const log = recordRequests();
    await choose(user, 'Status', 'On hold');
    expect(await screen.findByText('Status set to On hold')).toBeInTheDocument();
    const [sent] = log.writeRequests();
    expect(sent?.path).toBe('internal-projects/1');
    expect(sent?.query.get('_method')).toBe('patch');
    expect(await sent?.body).toEqual({ status: 'on_hold' });
    expect(statusField()).toHaveTextContent('On hold');
    expect((await getTenantDb('acme')).projects.findFirst((q) => q.where({ id: 1 }))?.status).toBe('on_hold');
  });

  it('a refused status change puts the previous status back and says why', async () => {
    const { user } = await openProject();
    answerWith('POST', 'internal-projects/:id', 422, {
      message: 'An active project with open invoices cannot be put on hold.',
      errors: { status: ['An active project with open invoices cannot be put on hold.'] },
    });
    await choose(user, 'Status', 'On hold');
    expect(
      await screen.findByText('An active project with open invoices cannot be put on hold.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(statusField()).toHaveTextContent('Active'));
  });

  it('the currency switch writes the URL; the view and the tabs follow it', async () => {
    const { user, router, rerender } = await openProject(1, { url: '/projects/1/classic' });
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Company currency (EUR)' }));
    await waitFor(() => expect(router.asPath).toBe('/projects/1/classic?cur=company'));
    // The memory router does not re-render on a shallow change as Next's does: the page is drawn again.
    rerender(<ProjectScreen />);
    expect(screen.getByRole('button', { name: 'Company currency (EUR)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/projects/1/terms?cur=company',
    );
    await waitFor(() =>
      expect(
        log.requests.some(
          (sent) => sent.path === 'internal-projects/old/1' && sent.query.get('in_project_currency') === '0',
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Project currency (USD)' }));
    await waitFor(() => expect(router.asPath).toBe('/projects/1/classic'));
  });

  it('delete asks first; refused for invoices, it offers to close the project instead', async () => {
    const { user } = await openProject();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Project actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete project…' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Atlas Platform?' });
    expect(await log.writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete project' }));

    const refused = await screen.findByRole('dialog', { name: 'This project cannot be deleted' });
    expect(refused).toHaveTextContent(
      'This project has 3 invoices, so it cannot be deleted. Set its status to Completed or Cancelled instead.',
    );
    await user.click(within(refused).getByRole('button', { name: 'Set status to Cancelled' }));
    expect(await screen.findByText('Status set to Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusField()).toHaveTextContent('Cancelled');
    const writes = await log.writes();
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE internal-projects/1',
      'POST internal-projects/1',
    ]);
    expect(writes[1]?.body).toEqual({ status: 'cancelled' });
  });

  it('a project without invoices is deleted after asking, and the list opens', async () => {
    const { user, router } = await openProject(3);
    await user.click(screen.getByRole('button', { name: 'Project actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete project…' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Cobalt Platform?' })).getByRole('button', {
        name: 'Delete project',
      }),
    );
    expect(await screen.findByText('Cobalt Platform deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/projects'));
    expect((await getTenantDb('acme')).projects.findFirst((q) => q.where({ id: 3 }))).toBeUndefined();
  });

  it('someone who may only see projects gets the status as text and no actions', async () => {
    await openProject(1, { as: 'sale@acme.test' });
    expect(screen.getByText('Status: Active')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Project actions' })).not.toBeInTheDocument();
  });

  it('an unknown project goes to /404 (SPEC §8); a failed load says so with a Retry that loads it', async () => {
    const first = await renderScreen(ProjectScreen, {
      url: '/projects/999',
      route: ROUTE,
      as: 'admin@acme.test',
      settle: false,
    });
    await waitFor(() => expect(first.router.asPath).toBe('/404'));
    first.unmount();

    setFault({ method: 'GET', path: 'internal-projects/:id', status: 500 });
    const { user } = await renderScreen(ProjectScreen, {
      url: '/projects/1',
      route: ROUTE,
      ready: () => screen.findByText('The project could not be loaded.'),
    });
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Atlas Platform' })).toBeInTheDocument();
  });
});
