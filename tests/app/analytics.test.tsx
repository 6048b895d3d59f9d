import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, memoryRouter } from '../support/memory-router';

const send = vi.fn();
const initialize = vi.fn();
vi.mock('react-ga4', () => ({ default: { initialize, send } }));

async function loadTracker(measurementId: string) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_GA_MEASUREMENT_ID', measurementId);
  return (await import('@/app/analytics-tracker')).AnalyticsTracker;
}

afterEach(() => vi.unstubAllEnvs());

describe('page views', () => {
  it("are sent on load and for every new address, as the route template with the screen's own title", async () => {
    send.mockClear();
    const AnalyticsTracker = await loadTracker('G-TEST');
    memoryRouter.current = createMemoryRouter('/employees?q=Nino');
    const { rerender } = render(<AnalyticsTracker title="Employees" />);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // GA's own view of the first page is off, or the first page would count twice.
    expect(initialize).toHaveBeenCalledWith('G-TEST', { gtagOptions: { send_page_view: false } });
    expect(send).toHaveBeenLastCalledWith({ hitType: 'pageview', page: '/employees', title: 'Employees' });

    // A profile: its template, not the person's id, tab or name (security review 17, medium 3).
    await memoryRouter.current.push('/employee/3/overview#token=secret');
    memoryRouter.current.pathname = '/employee/[id]/[...tab]';
    rerender(<AnalyticsTracker title="Employee" />);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith({
      hitType: 'pageview',
      page: '/employee/[id]/[...tab]',
      title: 'Employee',
    });
  });

  it('a change of filters or page alone (the query) is no new page view', async () => {
    send.mockClear();
    const AnalyticsTracker = await loadTracker('G-TEST');
    memoryRouter.current = createMemoryRouter('/invoices');
    const { rerender } = render(<AnalyticsTracker title="Invoices" />);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await memoryRouter.current.push('/invoices?page=2');
    rerender(<AnalyticsTracker title="Invoices" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('leave the browser not at all without a measurement id', async () => {
    send.mockClear();
    initialize.mockClear();
    const AnalyticsTracker = await loadTracker('');
    memoryRouter.current = createMemoryRouter('/employees');
    const { rerender } = render(<AnalyticsTracker title="Employees" />);
    await memoryRouter.current.push('/invoices');
    rerender(<AnalyticsTracker title="Invoices" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(initialize).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});

// A tracker on `url`, as the app renders it: the route template in router.pathname (Next's), the screen's
// title; `go` moves to another address of the same route and renders again, as a shallow push does.
async function trackerAt(url: string, route: string, title: string) {
  send.mockClear();
  const AnalyticsTracker = await loadTracker('G-TEST');
  memoryRouter.current = createMemoryRouter(url);
  memoryRouter.current.pathname = route;
  const view = render(
    <StrictMode>
      <AnalyticsTracker title={title} />
    </StrictMode>,
  );
  const go = async (next: string) => {
    await memoryRouter.current.push(next);
    memoryRouter.current.pathname = route;
    view.rerender(
      <StrictMode>
        <AnalyticsTracker title={title} />
      </StrictMode>,
    );
    await settle();
  };
  await waitFor(() => expect(send).toHaveBeenCalled());
  await settle();
  return { go, rerender: view.rerender, AnalyticsTracker };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const pagesSent = () => send.mock.calls.map(([hit]) => (hit as { page: string }).page);

describe('page views of panels in the address: drawers, previews and tabs (SPEC §2)', () => {
  it('the first page is one page view, however often it renders (React strict mode runs effects twice)', async () => {
    const { rerender, AnalyticsTracker } = await trackerAt('/invoices', '/invoices', 'Invoices');
    rerender(
      <StrictMode>
        <AnalyticsTracker title="Invoices" />
      </StrictMode>,
    );
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith({ hitType: 'pageview', page: '/invoices', title: 'Invoices' });
  });

  it("opening an invoice's drawer is a page view, named by the panel and never by the invoice; closing it is another", async () => {
    const { go } = await trackerAt('/invoices?status=sent', '/invoices', 'Invoices');
    await go('/invoices?status=sent&invoice=42');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({
      hitType: 'pageview',
      page: '/invoices?invoice',
      title: 'Invoices',
    });
    await go('/invoices?status=sent');
    expect(pagesSent()).toEqual(['/invoices', '/invoices?invoice', '/invoices']);
    expect(JSON.stringify(send.mock.calls)).not.toMatch(/42|sent/);
  });

  it('another invoice in the drawer is another page view; the new-invoice dialog is one too', async () => {
    const { go } = await trackerAt('/invoices?invoice=42', '/invoices', 'Invoices');
    await go('/invoices?invoice=43');
    await go('/invoices?create=hours');
    expect(pagesSent()).toEqual(['/invoices?invoice', '/invoices?invoice', '/invoices?create']);
  });

  it("a candidate's drawer and a CV preview from it are page views of their own", async () => {
    const route = '/admin/recruitment/active';
    const { go } = await trackerAt(route, route, 'Active candidates');
    await go(`${route}?candidate=42`);
    await go(`${route}?candidate=42&tab=preview&cvId=3`);
    expect(pagesSent()).toEqual([route, `${route}?candidate`, `${route}?candidate&cvId`]);
  });

  it("a CV preview on a profile is a page view, named by the route template and the preview, not the person's id", async () => {
    const route = '/employee/[id]/[...tab]';
    const { go } = await trackerAt('/employee/3/cvs', route, 'Employee');
    await go('/employee/3/cvs?tab=preview&cvId=5');
    expect(pagesSent()).toEqual([route, `${route}?cvId`]);
  });

  it("a project's term is a page view", async () => {
    const route = '/projects/[...project]';
    const { go } = await trackerAt('/projects/12/terms', route, 'Project');
    await go('/projects/12/terms?term=7');
    expect(pagesSent()).toEqual([route, `${route}?term`]);
  });

  it('a time-off request drawer, the ledger drawer and a tab in the query (/time-offs?view=calendar) are page views', async () => {
    const { go } = await trackerAt('/time-offs', '/time-offs', 'Time offs');
    await go('/time-offs?view=calendar');
    await go('/time-offs?view=calendar&request=42');
    await go('/time-offs?view=balances&request=42');
    await go('/time-offs?view=balances&ledger=7');
    expect(pagesSent()).toEqual([
      '/time-offs',
      '/time-offs?view',
      '/time-offs?view&request',
      '/time-offs?view&request',
      '/time-offs?view&ledger',
    ]);
    expect(JSON.stringify(send.mock.calls)).not.toMatch(/calendar|balances|42|7/);
  });

  it('each tab of /settings is a page view', async () => {
    const { go } = await trackerAt('/settings?tab=currencies', '/settings', 'Settings');
    await go('/settings?tab=rate-cards');
    await go('/settings?tab=integrations&provider=moneybird');
    expect(pagesSent()).toEqual(['/settings?tab', '/settings?tab', '/settings?tab&provider']);
  });

  it('list state never is: search, filters, sort, page and page size, with or without a drawer open', async () => {
    const { go } = await trackerAt('/invoices?invoice=42', '/invoices', 'Invoices');
    await go('/invoices?invoice=42&q=acme');
    await go('/invoices?invoice=42&q=acme&status=paid&sort=-date');
    await go('/invoices?invoice=42&q=acme&status=paid&sort=-date&page=3&per_page=50');
    await go('/invoices?invoice=42&view=overdue');
    expect(pagesSent()).toEqual(['/invoices?invoice']);
  });

  it("a key that opens a tab on one page is list state on another (a report's ?view=quarter)", async () => {
    const { go } = await trackerAt('/reports/income', '/reports/income', 'Income');
    await go('/reports/income?view=quarter&year=2024');
    expect(pagesSent()).toEqual(['/reports/income']);
  });
});

describe('the keys that open panels', () => {
  it('are the ones the features use', async () => {
    const { PANEL_QUERY_KEYS, TAB_QUERY_KEYS } = await import('@/lib/page-views');
    const { INVOICE_QUERY_KEY } = await import('@/features/invoices/drawer/invoice-drawer-url');
    const { CREATE_QUERY_KEYS } = await import('@/lib/new-invoice-link');
    const { CANDIDATE_QUERY_KEY } = await import('@/lib/recruitment-links');
    const { REQUEST_KEYS } = await import('@/features/time-offs/request/request-url');
    const { LEDGER_QUERY_KEY } = await import('@/features/time-offs/ledger/ledger-url');
    expect(PANEL_QUERY_KEYS).toEqual(
      expect.arrayContaining([
        INVOICE_QUERY_KEY,
        CREATE_QUERY_KEYS.type,
        CANDIDATE_QUERY_KEY,
        'cvId',
        'term',
        REQUEST_KEYS.request,
        LEDGER_QUERY_KEY,
      ]),
    );
    expect(TAB_QUERY_KEYS).toEqual({ '/time-offs': ['view'], '/settings': ['tab', 'provider'] });
  });
});
