import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { http, SCOPE_CHANGED_MESSAGE } from '@/api/http';
import { getSession } from '@/api/session';
import { useLogout } from '@/api/auth/auth.mutations';
import { ScreenFrame } from '@/app/screen-frame';
import { SESSION_CHANGED_ELSEWHERE_MESSAGE, SessionWatcher } from '@/app/session-watcher';
import { SESSION_ENDED_TITLE } from '@/features/auth/session-ended/session-ended-dialog';
import { removeCookie, writeCookie } from '@/lib/cookies';
import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import { CREDENTIALS_MESSAGE } from '@/mocks/handlers/auth';
import { renderWithApp } from '../render';
import { login, setupMockApi, signIn } from '../support/mock-api';

setupMockApi();
afterEach(() => vi.useRealTimers());

// A private screen with a field, as a form would hold what the user typed.
function NotesScreen() {
  const [notes, setNotes] = useState('');
  const logout = useLogout();
  return (
    <>
      <label>
        Notes
        <input value={notes} onChange={(event) => setNotes(event.target.value)} />
      </label>
      <button type="button" onClick={logout}>
        Log out
      </button>
    </>
  );
}

function renderNotes() {
  return renderWithApp(
    <SessionWatcher>
      <ScreenFrame screen={{ title: 'Notes', access: 'private', layout: 'bare' }}>
        <NotesScreen />
      </ScreenFrame>
    </SessionWatcher>,
    { url: '/notes' },
  );
}

// The browser drops the token cookie at its expiry; the tab notices when it is looked at again.
function tokenRunsOut() {
  removeCookie('token');
  act(() => void window.dispatchEvent(new Event('focus')));
}

describe('a session that runs out while a screen is open (security review 17, medium 8)', () => {
  it('keeps the screen and what was typed, and asks to log in again over it', async () => {
    await signIn('admin@acme.test');
    const { router } = renderNotes();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Notes' }), 'half a thought');

    tokenRunsOut();

    const dialog = await screen.findByRole('dialog', { name: SESSION_ENDED_TITLE });
    expect(screen.getByRole('textbox', { name: 'Notes', hidden: true })).toHaveValue('half a thought');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('admin@acme.test');
    expect(router.replace).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^password/i), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('half a thought');
    expect(getSession().claims).toMatchObject({ tenant: 'acme', email: 'admin@acme.test' });
  });

  it('says wrong credentials at the e-mail field, keeps what was typed and stays open', async () => {
    await signIn('admin@acme.test');
    renderNotes();
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Notes' });

    tokenRunsOut();

    const dialog = await screen.findByRole('dialog', { name: SESSION_ENDED_TITLE });
    await user.type(within(dialog).getByLabelText(/^password/i), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(CREDENTIALS_MESSAGE));
    expect(within(dialog).getByLabelText(/^password/i)).toHaveValue('wrong-password');
    expect(screen.getByRole('dialog', { name: SESSION_ENDED_TITLE })).toBeInTheDocument();
  });

  it("is noticed when the token's time is up, not only at the next click", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await signIn('admin@acme.test');
    renderNotes();
    const exp = getSession().claims?.exp ?? 0;
    await act(async () => {
      vi.setSystemTime(exp * 1000 + 1000);
      await vi.advanceTimersByTimeAsync(exp * 1000 - Date.now() + 2000);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: SESSION_ENDED_TITLE })).toBeInTheDocument();
  });

  it('a log out is no session running out: it goes to the login page', async () => {
    await signIn('admin@acme.test');
    const { router } = renderNotes();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/login?returnTo=%2Fnotes'));
    expect(screen.queryByRole('dialog', { name: SESSION_ENDED_TITLE })).not.toBeInTheDocument();
  });

  it('sends nothing while the session is over', async () => {
    await signIn('admin@acme.test');
    renderNotes();
    await screen.findByRole('textbox', { name: 'Notes' });
    tokenRunsOut();
    await expect(http.post('positions', { name: 'x' })).rejects.toMatchObject({ sessionEnd: 'expired' });
  });
});

describe('a session changed in another tab (security review 17, medium 9)', () => {
  it('starts the screen again under the new session, with a notice', async () => {
    await signIn('admin@acme.test');
    renderNotes();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Notes' }), 'for acme');
    // Another tab logs in to globex: the cookie changes under this tab.
    writeCookie('token', await login('admin@globex.test'));
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText(SESSION_CHANGED_ELSEWHERE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
  });

  it('refuses a save started under the old session, sending nothing', async () => {
    await signIn('admin@acme.test');
    writeCookie('token', await login('admin@globex.test'));
    await expect(http.post('positions', { name: 'x' })).rejects.toMatchObject({
      status: 409,
      message: SCOPE_CHANGED_MESSAGE,
    });
    // Reading follows the new session.
    expect(getSession().claims).toMatchObject({ tenant: 'globex' });
  });
});
