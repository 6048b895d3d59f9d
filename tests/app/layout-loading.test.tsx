import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppErrorBoundary } from '@/app/error-boundary';
import { LayoutLoading } from '@/app/layouts/layout-loading';
import { expectUncaught } from '../support/uncaught-errors';

const monitoringOff = {
  report: vi.fn(async () => undefined),
  sendFeedback: vi.fn(async () => undefined),
  canSend: () => false,
  reporter: () => undefined,
};

describe('a layout still on its way after a client-side move', () => {
  it('shows nothing within the loading delay, so a quick load does not flash a spinner', () => {
    const { container } = render(<LayoutLoading pastDelay={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a spinner once the delay has passed', () => {
    render(<LayoutLoading pastDelay />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('that could not be loaded shows the app apology instead of a blank page (SPEC §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = new Error('Loading chunk 4727 failed.');
    expectUncaught(failed);
    render(
      <AppErrorBoundary service={monitoringOff}>
        <LayoutLoading error={failed} pastDelay />
      </AppErrorBoundary>,
    );
    const dialog = await screen.findByRole('dialog', { name: /sorry/i });
    expect(monitoringOff.report).toHaveBeenCalledWith(failed, 'app');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
