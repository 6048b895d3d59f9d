import { screen, within } from '@testing-library/react';
import { uninvoicedMonthsSchema } from '@/api/invoices/invoice.schemas';
import { InvoicesScreen } from '@/features/invoices/invoices-page';
import { setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordRequests } from '../../support/sent-requests';

setupMockApi();

const atlas = { id: 3, title: 'Atlas Platform', client: 'Bank of Tbilisi' };
const borealis = { id: 4, title: 'Borealis Portal', client: null };

const openList = (ready: () => Promise<unknown>) =>
  renderScreen(InvoicesScreen, { url: '/invoices', as: 'admin@acme.test', ready });

describe('the uninvoiced-month banner on /invoices', () => {
  it('lists each project’s closed month with no invoice, opening the wizard, with what is expected per currency', async () => {
    answerWith(
      'GET',
      'invoices/uninvoiced-months',
      200,
      {
        data: [
          { project: atlas, month: '2025-04', type: 'hours', forecast: { currency: 'EUR', amount: 7200 } },
          { project: borealis, month: '2025-04', type: 'hours', forecast: { currency: 'USD', amount: 3040 } },
          { project: atlas, month: '2025-03', type: 'hours', forecast: { currency: 'EUR', amount: 5760 } },
        ],
      },
      uninvoicedMonthsSchema,
    );
    const { requests } = recordRequests();
    await openList(() =>
      screen.findByRole('region', { name: '2 projects have a closed month with no invoice' }),
    );
    const banner = screen.getByRole('region', { name: '2 projects have a closed month with no invoice' });
    expect(lastSent(requests, 'invoices/uninvoiced-months', 'GET').query.get('months')).toBe('3');
    const items = within(within(banner).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Atlas Platform (Bank of Tbilisi), April 2025: 7,200.00 EUR expected',
      'Borealis Portal, April 2025: 3,040.00 USD expected',
      'Atlas Platform (Bank of Tbilisi), March 2025: 5,760.00 EUR expected',
    ]);
    expect(within(banner).getByRole('link', { name: 'Borealis Portal, April 2025' })).toHaveAttribute(
      'href',
      '/invoices?create=hours&create_project=4&create_month=2025-04',
    );
    // Each currency summed on its own, in the app's currency order.
    expect(banner).toHaveTextContent('Expected in all: 3,040.00 USD · 12,960.00 EUR');
  });

  it('says when the months could not be checked, with Retry', async () => {
    setFault({ method: 'GET', path: 'invoices/uninvoiced-months', status: 500 });
    await openList(() => screen.findByText('Closed months without an invoice could not be checked.'));
    const alert = screen
      .getByText('Closed months without an invoice could not be checked.')
      .closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the list only once the months are checked, under the banner, so the banner never pushes it down', async () => {
    setFault({ method: 'GET', path: 'invoices/uninvoiced-months', delay: 1000 });
    await renderScreen(InvoicesScreen, {
      url: '/invoices',
      as: 'admin@acme.test',
      settle: false,
      ready: () => screen.findByRole('progressbar', { name: 'Loading the invoices' }),
    });
    expect(screen.queryByRole('tab', { name: 'All' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invoices' })).not.toBeInTheDocument();
    const banner = await screen.findByRole(
      'region',
      { name: /have a closed month with no invoice$/ },
      { timeout: 3000 },
    );
    const views = screen.getByRole('tab', { name: 'All' });
    expect(banner.compareDocumentPosition(views) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a Retry of the check keeps the list on screen while it asks again', async () => {
    setFault({ method: 'GET', path: 'invoices/uninvoiced-months', status: 500, times: 1 });
    const { user } = await openList(() =>
      screen.findByText('Closed months without an invoice could not be checked.'),
    );
    setFault({ method: 'GET', path: 'invoices/uninvoiced-months', delay: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading the invoices' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: /have a closed month with no invoice$/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Invoices' })).toBeInTheDocument();
  });
});
