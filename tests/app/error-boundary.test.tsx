import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { AppErrorBoundary } from '@/app/error-boundary';
import { ScreenFrame } from '@/app/screen-frame';
import { ErrorBoundary, SCREEN_FAILED_TITLE } from '@/components/feedback/error-boundary';
import { renderWithApp } from '../render';
import { setupMockApi, signIn } from '../support/mock-api';
import { expectUncaught } from '../support/uncaught-errors';

setupMockApi();

function Broken(): never {
  throw new Error('render failed');
}

// What the app's monitoring does, as a test sees it: on, with the signed-in user to fill in the form.
function monitoringOn(overrides: { sendFeedback?: () => Promise<void> } = {}) {
  return {
    report: vi.fn(async (_error: unknown, _where: string) => 'event-1' as string | undefined),
    sendFeedback: vi.fn(overrides.sendFeedback ?? (async () => undefined)),
    canSend: () => true,
    reporter: () => ({ name: 'Ann Lee', email: 'ann@acme.test' }),
  };
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function throwUncaught(error: Error | null, init: ErrorEventInit = {}) {
  if (error) expectUncaught(error);
  act(() => {
    window.dispatchEvent(new ErrorEvent('error', { error, message: error?.message, ...init }));
  });
}

// jsdom has no PromiseRejectionEvent: the event a browser fires, with the reason it carries.
function rejectUnhandled(reason: unknown) {
  act(() => {
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection', { cancelable: true }), {
        reason,
        promise: Promise.resolve(),
      }),
    );
  });
}

describe('an unhandled error (SPEC §8)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows an apology with the crash report dialog: name, email, comments, close and send, then Hooray once the report was sent', async () => {
    let delivered: () => void = () => undefined;
    const monitoring = monitoringOn({
      sendFeedback: () => new Promise<void>((resolve) => (delivered = resolve)),
    });
    render(
      <AppErrorBoundary service={monitoring}>
        <Broken />
      </AppErrorBoundary>,
    );
    const dialog = await screen.findByRole('dialog', { name: /sorry/i });
    expect(within(dialog).getByText(/tell us what happened/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(monitoring.report).toHaveBeenCalledTimes(1);

    const user = userEvent.setup();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send crash report' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ann Lee');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('ann@acme.test');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What happened?' }),
      'I pressed save and the page went blank.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send crash report' }));
    expect(monitoring.sendFeedback).toHaveBeenCalledWith({
      name: 'Ann Lee',
      email: 'ann@acme.test',
      comments: 'I pressed save and the page went blank.',
      eventId: 'event-1',
    });
    // Not before the report has actually gone.
    await tick();
    expect(within(dialog).queryByText(/Hooray!/)).not.toBeInTheDocument();
    act(() => delivered());
    expect(await within(dialog).findByText(/^Hooray!/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('a report that could not be sent says so, keeps what was typed, and never says Hooray', async () => {
    const monitoring = monitoringOn({
      sendFeedback: async () => {
        throw new Error('network down');
      },
    });
    render(
      <AppErrorBoundary service={monitoring}>
        <Broken />
      </AppErrorBoundary>,
    );
    const dialog = await screen.findByRole('dialog', { name: /sorry/i });
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened?' }), 'It broke.');
    await user.click(within(dialog).getByRole('button', { name: 'Send crash report' }));
    expect(await within(dialog).findByText(/could not be sent/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'What happened?' })).toHaveValue('It broke.');
    expect(within(dialog).queryByText(/Hooray!/)).not.toBeInTheDocument();
  });

  it('with error reporting off, says plainly that nothing was sent and offers the details to copy instead', async () => {
    // The app's own monitoring, which is off without its environment flag.
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    const dialog = await screen.findByRole('dialog', { name: /sorry/i });
    expect(within(dialog).getByText(/nothing .*has been sent/i)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send crash report' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/has been notified/i)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Hooray!/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Copy details' }));
    expect(await within(dialog).findByText(/details copied/i)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toMatch(/Error: render failed/);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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

  it('a screen that fails says so beside the navigation, opens the report dialog by itself, and starts afresh on a route change', async () => {
    await signIn('admin@acme.test');
    const monitoring = monitoringOn();
    const { router, rerender } = renderWithApp(
      <AppErrorBoundary service={monitoring}>
        <ScreenFrame screen={{ title: 'Invoices', access: 'private', layout: 'app' }}>
          <Flaky label="Invoices" />
        </ScreenFrame>
      </AppErrorBoundary>,
      { url: '/invoices' },
    );
    // SPEC §8: the dialog opens by itself; closed, it stays closed, and the screen offers it again.
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: /sorry/i });
    expect(monitoring.report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Invoices failed' }),
      'screen',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: SCREEN_FAILED_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /main/i })).toBeInTheDocument();
    await tick();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tell us what happened' }));
    expect(await screen.findByRole('dialog', { name: /sorry/i })).toBeInTheDocument();
    expect(monitoring.report).toHaveBeenCalledTimes(1);

    healed.current = true;
    await router.push('/projects');
    rerender(
      <AppErrorBoundary service={monitoring}>
        <ScreenFrame screen={{ title: 'Projects', access: 'private', layout: 'app' }}>
          <Flaky label="Projects" />
        </ScreenFrame>
      </AppErrorBoundary>,
    );
    expect(await screen.findByText('Projects works')).toBeInTheDocument();
  });

  it('a section that fails leaves the rest of the screen working, opens the report dialog by itself, and Try again renders it again', async () => {
    const monitoring = monitoringOn();
    render(
      <AppErrorBoundary service={monitoring}>
        <ErrorBoundary level="section" name="Skills">
          <Flaky label="Skills" />
        </ErrorBoundary>
        <p>Languages work</p>
      </AppErrorBoundary>,
    );
    const dialog = await screen.findByRole('dialog', { name: /sorry/i });
    expect(monitoring.report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Skills failed' }),
      'section: Skills',
    );
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Explained in place, and the rest of the screen is still there.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Skills could not be shown. The rest of the page still works.',
    );
    expect(screen.getByText('Languages work')).toBeInTheDocument();

    healed.current = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
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

describe('errors outside rendering: event handlers and promises (SPEC §8)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('an uncaught error opens the report dialog by itself, once: neither the same error nor a repeat of it opens it again', async () => {
    const monitoring = monitoringOn();
    render(
      <AppErrorBoundary service={monitoring}>
        <p>Invoices</p>
      </AppErrorBoundary>,
    );
    const error = new TypeError("Cannot read properties of undefined (reading 'total')");
    throwUncaught(error);
    const dialog = await screen.findByRole('dialog', { name: /sorry/i });
    expect(monitoring.report).toHaveBeenCalledWith(error, 'uncaught');
    expect(screen.getByText('Invoices')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The same error again, and the same fault again (a new error thrown at the same place).
    throwUncaught(error);
    const again = new TypeError(error.message);
    again.stack = error.stack;
    throwUncaught(again);
    await tick();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(monitoring.report).toHaveBeenCalledTimes(2);
  });

  it('an unhandled promise rejection opens the report dialog by itself, and its report goes with its event', async () => {
    const monitoring = monitoringOn();
    render(
      <AppErrorBoundary service={monitoring}>
        <p>Invoices</p>
      </AppErrorBoundary>,
    );
    const error = new Error('the total could not be worked out');
    rejectUnhandled(error);
    const dialog = await screen.findByRole('dialog', { name: /sorry/i });
    expect(monitoring.report).toHaveBeenCalledWith(error, 'unhandled rejection');

    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened?' }), 'I saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Send crash report' }));
    expect(await within(dialog).findByText(/^Hooray!/)).toBeInTheDocument();
    expect(monitoring.sendFeedback).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'event-1' }));

    // Another fault is another error: the dialog opens for it too, with the form empty again.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rejectUnhandled(new RangeError('Invalid time value'));
    const next = await screen.findByRole('dialog', { name: /sorry/i });
    expect(within(next).getByRole('textbox', { name: 'What happened?' })).toHaveValue('');
  });

  it('a render error caught by a boundary that also reaches the window opens one dialog, not two', async () => {
    const monitoring = monitoringOn();
    let thrown: Error | undefined;
    function Throws(): never {
      thrown ??= new Error('section failed');
      throw thrown;
    }
    render(
      <AppErrorBoundary service={monitoring}>
        <ErrorBoundary level="section" name="Skills">
          <Throws />
        </ErrorBoundary>
      </AppErrorBoundary>,
    );
    const dialog = await screen.findByRole('dialog', { name: /sorry/i });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    throwUncaught(thrown ?? null);
    await tick();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(monitoring.report).toHaveBeenCalledTimes(1);
  });

  it("ignores what is not the app's: ResizeObserver notices, browser extensions, other sites' scripts", async () => {
    const monitoring = monitoringOn();
    render(
      <AppErrorBoundary service={monitoring}>
        <p>Invoices</p>
      </AppErrorBoundary>,
    );
    throwUncaught(null, { message: 'ResizeObserver loop completed with undelivered notifications.' });
    throwUncaught(null, { message: 'ResizeObserver loop limit exceeded' });
    const fromExtension = new Error('Extension context invalidated.');
    fromExtension.stack =
      'Error: Extension context invalidated.\n    at n (chrome-extension://abcdefghijklmnop/content.js:1:2041)';
    throwUncaught(fromExtension, { filename: 'chrome-extension://abcdefghijklmnop/content.js' });
    const fromFirefoxExtension = new Error('x is not defined');
    fromFirefoxExtension.stack = 'inject@moz-extension://2b1c/inject.js:3:7\n';
    rejectUnhandled(fromFirefoxExtension);
    // A script of another origin (the tag manager): the browser hides it as "Script error."
    throwUncaught(null, { message: 'Script error.' });
    await tick();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(monitoring.report).not.toHaveBeenCalled();
  });

  it('ignores rejected API calls: the error policy already told the user and reported them', async () => {
    const monitoring = monitoringOn();
    render(
      <AppErrorBoundary service={monitoring}>
        <p>Invoices</p>
      </AppErrorBoundary>,
    );
    // mutateAsync or fetchQuery awaited without a catch: the rejection reaches the window.
    rejectUnhandled(new ApiError({ status: 500, message: 'Server Error' }));
    rejectUnhandled(
      new ApiError({ status: 422, message: 'The name is taken.', fieldErrors: { name: ['x'] } }),
    );
    rejectUnhandled(new ApiError({ status: 0, message: 'Network Error', connection: 'offline' }));
    await tick();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(monitoring.report).not.toHaveBeenCalled();
  });
});
