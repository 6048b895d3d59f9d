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
  it('are sent on load and on every route change when a measurement id is set', async () => {
    const AnalyticsTracker = await loadTracker('G-TEST');
    memoryRouter.current = createMemoryRouter('/employees');
    render(<AnalyticsTracker />);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(initialize).toHaveBeenCalledWith('G-TEST');
    await memoryRouter.current.push('/invoices?page=2');
    await waitFor(() =>
      expect(send).toHaveBeenLastCalledWith(
        expect.objectContaining({ hitType: 'pageview', page: '/invoices?page=2' }),
      ),
    );
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('leave the browser not at all without a measurement id', async () => {
    send.mockClear();
    initialize.mockClear();
    const AnalyticsTracker = await loadTracker('');
    memoryRouter.current = createMemoryRouter('/employees');
    render(<AnalyticsTracker />);
    await memoryRouter.current.push('/invoices');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(initialize).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});
