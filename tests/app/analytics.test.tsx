import { render, waitFor } from '@testing-library/react';
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
