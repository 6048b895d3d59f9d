import { screen, waitFor, within } from '@testing-library/react';
import { ScreenFrame } from '@/app/screen-frame';
import { renderWithApp } from '../render';
import { signIn, setupMockApi } from '../support/mock-api';
import { recordRequests } from '../support/sent-requests';

setupMockApi();

describe('the frame around every screen', () => {
  it('sends a visitor without a session to log in, remembering the page', async () => {
    const { router } = renderWithApp(
      <ScreenFrame screen={{ title: 'Invoices', access: 'private', layout: 'app' }}>
        <p>secret</p>
      </ScreenFrame>,
      { url: '/invoices?page=2' },
    );
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/login?returnTo=%2Finvoices%3Fpage%3D2'),
    );
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('shows the screen inside the shell once signed in', async () => {
    await signIn('admin@acme.test');
    renderWithApp(
      <ScreenFrame screen={{ title: 'Invoices', access: 'private', layout: 'app' }}>
        <p>invoice list</p>
      </ScreenFrame>,
      { url: '/invoices' },
    );
    expect(await screen.findByText('invoice list')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("starts loading the screen's view while the session check still hides the screen", () => {
    const loadView = vi.fn(() => Promise.resolve());
    renderWithApp(
      <ScreenFrame screen={{ title: 'Invoices', access: 'private', layout: 'app', loadView }}>
        <p>invoice list</p>
      </ScreenFrame>,
      { url: '/invoices' },
    );
    expect(loadView).toHaveBeenCalled();
    expect(screen.queryByText('invoice list')).not.toBeInTheDocument();
  });

  it('shows a pre-login screen without a session, in the log-in card and without the shell', async () => {
    renderWithApp(
      <ScreenFrame screen={{ title: 'Log in', access: 'public', layout: 'auth' }}>
        <p>login form</p>
      </ScreenFrame>,
      { url: '/login' },
    );
    const card = await screen.findByRole('main');
    expect(within(card).getByText('Staff Portal')).toBeInTheDocument();
    expect(within(card).getByText('login form')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('loads the reference lists the screen declares and no others', async () => {
    await signIn('admin@acme.test');
    const { requests: seen } = recordRequests();
    renderWithApp(
      <ScreenFrame
        screen={{
          title: 'Time offs',
          access: 'private',
          layout: 'bare',
          referenceData: ['publicHolidays', 'applicationConfigs'],
        }}
      >
        <p>time offs</p>
      </ScreenFrame>,
      { url: '/time-offs' },
    );
    await waitFor(() =>
      expect(seen.map((r) => r.path)).toEqual(
        expect.arrayContaining(['public-holidays', 'application-configs']),
      ),
    );
    expect(seen.map((r) => r.path)).not.toContain('positions');
    expect(seen.map((r) => r.path)).not.toContain('departments');
  });

  it('tries open lists without a token but lets token-only lists wait for one', async () => {
    const { requests: seen } = recordRequests();
    renderWithApp(
      <ScreenFrame
        screen={{
          title: 'Registration',
          access: 'public',
          layout: 'bare',
          referenceData: ['positions', 'applicationConfigs'],
        }}
      >
        <p>registration</p>
      </ScreenFrame>,
      { url: '/employee-registration/1' },
    );
    const withToken = () => seen.map((r) => ({ path: r.path, authorized: r.headers.has('authorization') }));
    await waitFor(() => expect(withToken()).toContainEqual({ path: 'positions', authorized: false }));
    expect(seen.map((r) => r.path)).not.toContain('application-configs');
    // A failed reference list is handled quietly: the screen stays as it was.
    expect(screen.getByText('registration')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected error')).not.toBeInTheDocument();
  });

  it('tells a user without the permission that the page is not for them', async () => {
    await signIn('employee@acme.test');
    renderWithApp(
      <ScreenFrame
        screen={{ title: 'Invoices', access: 'private', layout: 'bare', permission: 'invoice::view' }}
      >
        <p>invoice list</p>
      </ScreenFrame>,
      { url: '/invoices' },
    );
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.queryByText('invoice list')).not.toBeInTheDocument();
  });
});
