import { screen, waitFor, within } from '@testing-library/react';
import { InvoicesScreen } from '@/features/invoices/invoices-page';
import { getTenantDb } from '@/mocks/db';
import { choose } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

// /invoices against the mocked API with the real hooks: the sort keys it sends are the contract's
// (issue 29, defect 3), and a project filter means 10 a page (SPEC §9, defect 4).

const openList = (url = '/invoices') =>
  renderScreen(InvoicesScreen, {
    url,
    as: 'admin@acme.test',
    ready: () => screen.findByRole('table', { name: 'Invoices' }),
  });

const bodyOfLastList = async () =>
  (await lastSent(sent, 'invoices', 'POST').json()) as {
    filter_options: Record<string, unknown>;
    invoices_per_page: number;
  };

const rowCount = () => screen.getAllByRole('checkbox', { name: /^Select INV-/ }).length;

// The project with the most invoices (more than a page of 10).
async function busiestProject() {
  const rows = (await getTenantDb('acme')).invoices.all();
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.internal_project_id, (counts.get(row.internal_project_id) ?? 0) + 1);
  const [id, count] = [...counts].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
  const project = (await getTenantDb('acme')).projects.findFirst((q) => q.where({ id }));
  return { id, count, title: project?.title ?? '' };
}

describe('the invoices list: sort keys and page size', () => {
  it('sorts by the service period with the key the API takes, and shows the sorted list', async () => {
    const { user, router, rerender } = await openList();
    await user.click(
      within(screen.getByRole('columnheader', { name: 'Service period' })).getByRole('button'),
    );
    expect(router.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ sort: 'period:asc' }) }),
      undefined,
      expect.anything(),
    );
    rerender(<InvoicesScreen />);
    await waitFor(async () =>
      expect((await bodyOfLastList()).filter_options.sort).toEqual({ by: 'period', dir: 'asc' }),
    );
    expect(await screen.findByRole('columnheader', { name: 'Service period' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.queryByText('The invoices could not be loaded.')).not.toBeInTheDocument();
  });

  it('an old link sorted by period_from opens sorted by the service period', async () => {
    await openList('/invoices?sort=period_from:desc');
    expect((await bodyOfLastList()).filter_options.sort).toEqual({ by: 'period', dir: 'desc' });
    expect(screen.getByRole('columnheader', { name: 'Service period' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('asks for 10 a page when the link filters by a project', async () => {
    const project = await busiestProject();
    expect(project.count).toBeGreaterThan(10);
    await openList(`/invoices?project=${project.id}`);
    const body = await bodyOfLastList();
    expect(body.invoices_per_page).toBe(10);
    expect(body.filter_options.project_ids).toEqual([project.id]);
    expect(rowCount()).toBe(10);
  });

  it('a project chosen under More filters turns 25 a page into 10', async () => {
    const project = await busiestProject();
    const { user, router, rerender } = await openList();
    expect((await bodyOfLastList()).invoices_per_page).toBe(25);
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await choose(user, 'Project', project.title);
    const query = (router.replace.mock.lastCall?.[0] as { query: Record<string, unknown> }).query;
    expect(query).toEqual({ project: [String(project.id)] });
    rerender(<InvoicesScreen />);
    await waitFor(async () => expect((await bodyOfLastList()).invoices_per_page).toBe(10));
  });

  it('a page size the link names wins over the project filter', async () => {
    const project = await busiestProject();
    await openList(`/invoices?project=${project.id}&per_page=25`);
    expect((await bodyOfLastList()).invoices_per_page).toBe(25);
  });
});
