import { screen, within } from '@testing-library/react';
import { invoicePageSchema, type InvoiceListItem } from '@/api/invoices/invoice.schemas';
import { invoiceFinancesResponseSchema } from '@/api/project-figures/project-figure.schemas';
import { ProjectScreen } from '@/features/projects/project-page';
import { answerWith } from '../../support/answer-with';
import { REFERENCE_DATE, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(REFERENCE_DATE.getTime() + 12 * 3600_000));
});
afterEach(() => vi.useRealTimers());

// The list call's mock is worker A's (not on this branch yet): its answer is given here, shaped and
// checked by the client's own schema.
const item = (id: number): InvoiceListItem => ({
  id,
  number: `INV-2024-${String(id).padStart(4, '0')}`,
  type: id % 2 === 0 ? 'vacation' : 'hours',
  project: { id: 1, title: 'Atlas Platform', currency: 'USD' },
  client: null,
  project_manager: null,
  period_from: `2024-${String((id % 12) + 1).padStart(2, '0')}-01`,
  period_to: `2024-${String((id % 12) + 1).padStart(2, '0')}-28`,
  issue_date: '2025-01-05',
  due_date: '2025-02-04',
  currency: 'USD',
  subtotal: 1000 * id,
  vat: null,
  vat_amount: 0,
  total: 1000 * id,
  paid_amount: 0,
  balance: 1000 * id,
  paid_at: null,
  payment_status: 'np',
  approval_status: 'pending',
  approval: null,
  moneybird: null,
});
const pageOf = (page: number, total: number) => {
  const ids = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * 10, page * 10);
  return {
    data: {
      current_page: page,
      last_page: Math.ceil(total / 10),
      per_page: 10,
      total,
      data: ids.map(item),
      totals: {},
    },
  };
};

const openTab = (url: string, ready: () => Promise<unknown>) =>
  renderScreen(ProjectScreen, { url, route: '/projects/[...project]', as: 'admin@acme.test', ready });

describe('project: the Invoices tab', () => {
  it('asks for 10 invoices a page of this project and links each to its drawer', async () => {
    answerWith('POST', 'invoices', 200, pageOf(1, 12), invoicePageSchema);
    await openTab('/projects/1/invoices', () => screen.findByRole('table', { name: 'Project invoices' }));
    expect(await lastSent(sent, 'invoices', 'POST').json()).toEqual({
      page: 1,
      projectId: 1,
      invoices_per_page: 10,
    });
    const rows = within(screen.getByRole('table', { name: 'Project invoices' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByRole('link', { name: 'INV-2024-0001' })).toHaveAttribute(
      'href',
      '/invoices?invoice=1',
    );
    expect(rows[0]).toHaveTextContent('Feb 2024');
    expect(rows[0]).toHaveTextContent('1,000.00 USD');
    expect(rows[0]).toHaveTextContent('Not paid');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      '/invoices?create=hours&create_project=1',
    );
  });

  it('pages through the link', async () => {
    answerWith('POST', 'invoices', 200, pageOf(2, 12), invoicePageSchema);
    const { user, router } = await openTab('/projects/1/invoices?page=2', () =>
      screen.findByRole('link', { name: 'INV-2024-0011' }),
    );
    expect(await lastSent(sent, 'invoices', 'POST').json()).toMatchObject({ page: 2 });
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(router.asPath).toBe('/projects/1/invoices');
  });
});

describe('project: closed months with no invoice', () => {
  it('lists each on the tab, opening the wizard for this project and month', async () => {
    answerWith('POST', 'invoices', 200, pageOf(1, 0), invoicePageSchema);
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
