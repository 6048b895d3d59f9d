import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen } from '@/features/auth/login-page';
import { getSession, startImpersonation, startSession } from '@/api/session';
import { readCookie, writeJsonCookie } from '@/lib/cookies';
import { setFault } from '@/mocks/scenarios';
import { renderWithApp } from '../../render';
import { answerWith } from '../../support/answer-with';
import { login, setupMockApi } from '../../support/mock-api';

// A case that loads the screen with the mocked API switched on leaves fresh modules behind: the next
// file (modules are shared between files) must not inherit them.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

setupMockApi();

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/e-mail/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('logging in', () => {
  it('a new login keeps no cookie of ours but the new token', async () => {
    // The last person on this browser left an impersonation, their stored user and a draft.
    startSession(await login('sale@acme.test'));
    startImpersonation({ userId: 3, name: 'Mariam Lomidze', token: 'imp' });
    writeJsonCookie('end-user', { email: 'sale@acme.test' });
    writeJsonCookie('draft-add-employee', { version: 1 });
    const { router } = renderWithApp(<LoginScreen />, { url: '/login' });
    await fillAndSubmit('admin@acme.test', 'password');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/employees'));
    for (const name of ['impersonation-token', 'impersonated-user', 'end-user', 'draft-add-employee']) {
      expect(readCookie(name), name).toBeUndefined();
    }
    expect(getSession()).toMatchObject({ claims: { email: 'admin@acme.test' }, impersonation: null });
  });

  it('keeps the token in the token cookie and returns to the page the user came from', async () => {
    const { router } = renderWithApp(<LoginScreen />, { url: '/login?returnTo=%2Ftime-offs%3Ftab%3Dmine' });
    await fillAndSubmit('admin@acme.test', 'password');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/time-offs?tab=mine'));
    expect(readCookie('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('never follows a return address to another site', async () => {
    const { router } = renderWithApp(<LoginScreen />, {
      url: '/login?returnTo=https%3A%2F%2Fevil.example%2F',
    });
    await fillAndSubmit('admin@acme.test', 'password');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/employees'));
  });

  it('shows wrong credentials at the e-mail field and keeps what was typed', async () => {
    renderWithApp(<LoginScreen />, { url: '/login' });
    await fillAndSubmit('admin@acme.test', 'wrong-password');
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('admin@acme.test');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('wrong-password');
    expect(readCookie('token')).toBeUndefined();
  });

  it('sends an account whose e-mail is not verified yet to send the link again, for that e-mail', async () => {
    answerWith('POST', 'central/login', 403, { message: 'Your email address is not verified.' });
    const { router } = renderWithApp(<LoginScreen />, { url: '/login' });
    await fillAndSubmit('sale@acme.test', 'password');
    await waitFor(() => expect(router.asPath).toBe('/verify-notice?email=sale%40acme.test'));
    expect(readCookie('token')).toBeUndefined();
  });

  it('stays busy until the page it returns to has opened', async () => {
    const { router } = renderWithApp(<LoginScreen />, { url: '/login?returnTo=%2Fprojects' });
    let opened: (done: boolean) => void = () => undefined;
    const opening = new Promise<boolean>((resolve) => (opened = resolve));
    router.replace.mockImplementation(() => opening);
    await fillAndSubmit('admin@acme.test', 'password');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/projects'));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    opened(true);
  });

  it('checks the e-mail format at the field before calling the API', async () => {
    renderWithApp(<LoginScreen />, { url: '/login' });
    await fillAndSubmit('not-an-email', 'password');
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
  });

  it('a server failure keeps the form and shows the unexpected error toast', async () => {
    setFault({ method: 'POST', path: 'central/login', status: 500 });
    renderWithApp(<LoginScreen />, { url: '/login' });
    await fillAndSubmit('admin@acme.test', 'password');
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
    expect(
      screen.getByText('Unexpected error occurred please try again later and contact developers'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('admin@acme.test');
  });

  it('lists the demo accounts when the mocked API is on, and one click fills the form', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_MOCKING', 'enabled');
    vi.resetModules();
    const { LoginScreen: MockedLogin } = await import('@/features/auth/login-page');
    renderWithApp(<MockedLogin />, { url: '/login' });
    const demo = screen.getByRole('table', { name: 'Demo accounts' });
    expect(within(demo).getByRole('rowheader', { name: 'Globex Engineering' })).toBeInTheDocument();
    await userEvent.setup().click(within(demo).getByRole('button', { name: 'Use sale@acme.test' }));
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('sale@acme.test');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('password');
  });

  it('shows no demo accounts against a real API', async () => {
    // Read afresh: with shared modules, another file may have loaded the config with mocking on.
    vi.stubEnv('NEXT_PUBLIC_API_MOCKING', 'disabled');
    vi.resetModules();
    const { LoginScreen: RealApiLogin } = await import('@/features/auth/login-page');
    renderWithApp(<RealApiLogin />, { url: '/login' });
    expect(screen.queryByRole('table', { name: 'Demo accounts' })).not.toBeInTheDocument();
  });
});
