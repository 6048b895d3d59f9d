import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppErrorBoundary } from '@/app/error-boundary';
import { ScreenFrame } from '@/app/screen-frame';
import { ErrorBoundary, SCREEN_FAILED_TITLE } from '@/components/feedback/error-boundary';
import { ErrorReportingContext } from '@/components/feedback/error-reporting';
import { renderWithApp } from '../render';
import { setupMockApi, signIn } from '../support/mock-api';

setupMockApi();

function Broken(): never {
  throw new Error('render failed');
}

describe('an unhandled error', () => {
  it('shows an apology with the crash report dialog: name, email, comments, close and send, then Hooray', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    const dialog = await screen.findByRole('dialog', { name: /sorry/i });
    expect(within(dialog).getByText(/tell us what happened/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Send crash report' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ann Lee');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@acme.test');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What happened?' }),
      'I pressed save and the page went blank.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send crash report' }));
    expect(await within(dialog).findByText(/^Hooray!/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});

// Fails to render until `healed.current` is set: a fault that Try again can get past.
const healed = { current: false };
function Flaky({ label }: { label: string }) {
  if (!healed.current) throw new Error(`${label} failed`);
  return <p>{label} works</p>;
}

describe('errors stay where they happen (security review 17, medium 11)', () => {
  beforeEach(() => {
    healed.current = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('a screen that fails says so beside the navigation, is reported, and starts afresh on a route change', async () => {
    await signIn('admin@acme.test');
    const report = vi.fn().mockResolvedValue('event-1');
    const { router, rerender } = renderWithApp(
      <ErrorReportingContext.Provider value={{ report, sendFeedback: vi.fn(), reporter: () => undefined }}>
        <ScreenFrame screen={{ title: 'Invoices', access: 'private', layout: 'app' }}>
          <Flaky label="Invoices" />
        </ScreenFrame>
      </ErrorReportingContext.Provider>,
      { url: '/invoices' },
    );
    expect(await screen.findByRole('heading', { name: SCREEN_FAILED_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /main/i })).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invoices failed' }), 'screen');
    // No report dialog unless asked for: the screen offers it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tell us what happened' }));
    expect(await screen.findByRole('dialog', { name: /sorry/i })).toBeInTheDocument();

    healed.current = true;
    await router.push('/projects');
    rerender(
      <ErrorReportingContext.Provider value={{ report, sendFeedback: vi.fn(), reporter: () => undefined }}>
        <ScreenFrame screen={{ title: 'Projects', access: 'private', layout: 'app' }}>
          <Flaky label="Projects" />
        </ScreenFrame>
      </ErrorReportingContext.Provider>,
    );
    expect(await screen.findByText('Projects works')).toBeInTheDocument();
  });

  it('a section that fails leaves the rest of the screen working, and Try again renders it again', async () => {
    render(
      <>
        <ErrorBoundary level="section" name="Skills">
          <Flaky label="Skills" />
        </ErrorBoundary>
        <p>Languages work</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Skills could not be shown. The rest of the page still works.',
    );
    expect(screen.getByText('Languages work')).toBeInTheDocument();
    healed.current = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Skills works')).toBeInTheDocument();
  });

  it('a section starts afresh when its key changes (another tab of the profile)', () => {
    function Tabs() {
      const [tab, setTab] = useState('skills');
      return (
        <>
          <button type="button" onClick={() => setTab('languages')}>
            Languages
          </button>
          <ErrorBoundary level="section" name={tab} resetKey={tab}>
            <Flaky label={tab} />
          </ErrorBoundary>
        </>
      );
    }
    render(<Tabs />);
    expect(screen.getByRole('alert')).toHaveTextContent('skills could not be shown');
    healed.current = true;
    screen.getByRole('button', { name: 'Languages' }).click();
    return screen.findByText('languages works');
  });
});
