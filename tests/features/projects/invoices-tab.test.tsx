import { screen, within } from '@testing-library/react';
import { format, parseISO } from 'date-fns';
import { invoicePageSchema } from '@/api/invoices/invoice.schemas';
import { invoiceFinancesResponseSchema } from '@/api/project-figures/project-figure.schemas';
import { ProjectScreen } from '@/features/projects/project-page';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import { getTenantDb } from '@/mocks/db';
import { answerWith } from '../../support/answer-with';
import { browserAtReferenceDate, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

browserAtReferenceDate();

// The project with the most invoices, and its invoices in the list's order (newest issue first, then
// the higher id).
async function busiestProject() {
  const rows = (await getTenantDb('acme')).invoices.all();
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.internal_project_id, (counts.get(row.internal_project_id) ?? 0) + 1);
  const [projectId] = [...counts].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
  const invoices = rows
    .filter((row) => row.internal_project_id === projectId)
    .sort((a, b) => b.issue_date.localeCompare(a.issue_date) || b.id - a.id);
  return { projectId, invoices };
}

const openTab = (url: string, ready: () => Promise<unknown>) =>
  renderScreen(ProjectScreen, { url, route: '/projects/[...project]', as: 'admin@acme.test', ready });

describe('project: the Invoices tab', () => {
  it('asks for 10 invoices a page of this project and links each to its drawer', async () => {
    const { projectId, invoices } = await busiestProject();
    expect(invoices.length).toBeGreaterThan(10);
    await openTab(`/projects/${projectId}/invoices`, () =>
      screen.findByRole('table', { name: 'Project invoices' }),
    );
    expect(await lastSent(sent, 'invoices', 'POST').json()).toEqual({
      page: 1,
      projectId,
      invoices_per_page: 10,
    });
    const rows = within(screen.getByRole('table', { name: 'Project invoices' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(10);
    const first = invoices[0]!;
    expect(within(rows[0]!).getByRole('link', { name: first.number })).toHaveAttribute(
      'href',
      `/invoices?invoice=${first.id}`,
    );
    expect(rows[0]).toHaveTextContent(format(parseISO(first.period_from), 'MMM yyyy'));
    expect(rows[0]).toHaveTextContent(formatMoney(fromCents(first.total_cents), first.currency));
    expect(screen.getByText(`1–10 of ${invoices.length}`)).toBeInTheDocument();
    // One page size and the API's one order: no size to choose, no header to sort by.
    expect(screen.queryByRole('combobox', { name: /rows per page/i })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Project invoices' })).queryAllByRole('button')).toEqual(
      [],
    );
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      `/invoices?create=hours&create_project=${projectId}`,
    );
  });

  it('pages through the link', async () => {
    const { projectId, invoices } = await busiestProject();
    const { user, router } = await openTab(`/projects/${projectId}/invoices?page=2`, () =>
      screen.findByRole('link', { name: invoices[10]!.number }),
    );
    expect(await lastSent(sent, 'invoices', 'POST').json()).toMatchObject({ page: 2 });
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(router.asPath).toBe(`/projects/${projectId}/invoices`);
  });
});

describe('project: closed months with no invoice', () => {
  it('lists each on the tab, opening the wizard for this project and month', async () => {
    const empty = { current_page: 1, last_page: 1, per_page: 10, total: 0, data: [], totals: {} };
    answerWith('POST', 'invoices', 200, { data: empty }, invoicePageSchema);
    answerWith(
      'GET',
      'internal-projects/invoice-finances/:id',
      200,
      {
        data: {
          by_payment: { np: {}, pp: {}, p: {} },
          by_approval: { pending: {}, approved: {}, rejected: {} },
          overdue: {},
          uninvoiced_months: ['2025-03', '2025-04'],
          last_invoice: null,
        },
      },
      invoiceFinancesResponseSchema,
    );
    await openTab('/projects/1/invoices', () => screen.findByText('2 closed months have no invoice'));
    expect(screen.getByRole('link', { name: 'Invoice March 2025' })).toHaveAttribute(
      'href',
      '/invoices?create=hours&create_project=1&create_month=2025-03',
    );
    expect(screen.getByRole('link', { name: 'Invoice April 2025' })).toBeInTheDocument();
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
  });
});
