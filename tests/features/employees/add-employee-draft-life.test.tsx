import { screen, waitFor } from '@testing-library/react';
import {
  endSession,
  refreshSession,
  startImpersonation,
  startSession,
  stopImpersonation,
} from '@/api/session';
import { AddEmployeeScreen } from '@/features/employees/add-employee-page';
import {
  ADD_EMPLOYEE_DRAFT_COOKIE,
  emptyNewEmployee,
  readAddEmployeeDraft,
  writeAddEmployeeDraft,
} from '@/features/employees/add/use-add-employee-draft';
import { readCookie } from '@/lib/cookies';
import { fill } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';
import { makeToken } from '../../support/tokens';

// Issue 29, defect 10: the add-employee draft lives as long as its pointer cookie (SPEC §9: 5 days), not
// as long as the tab. Its values stay in this browser's localStorage under their owner, never in a
// cookie, and go at log out, when another person signs in, and when the pointer has run out.

setupMockApi();
afterEach(() => vi.useRealTimers());

const STORE_KEY = 'draft:add-employee';
const DAY_MS = 24 * 3600_000;
const FORM = {
  url: '/add-employee',
  as: 'admin@acme.test',
  ready: () => screen.findByRole('heading', { level: 1, name: 'Add employee' }),
};

// What localStorage holds for the draft, '' when nothing.
const stored = () => window.localStorage.getItem(STORE_KEY) ?? '';
const inSeconds = (ms: number) => Math.floor(ms / 1000);

// A session that outlives the draft (the mock's tokens last 8 hours), for the rules about time.
function signInFor(days: number, sub = '1', tenant = 'acme'): void {
  const exp = inSeconds(Date.now() + days * DAY_MS);
  startSession(makeToken({ tenant, sub, email: `user${sub}@${tenant}.test`, exp }));
}

function draftOf(lastName: string) {
  const values = emptyNewEmployee();
  values.last_name = lastName;
  values.personal.phone = '+995 555 12 34 56';
  return values;
}

describe('the add-employee draft outlives the tab', () => {
  it('survives a new tab: sessionStorage gone, localStorage kept, the form comes back', async () => {
    const first = await renderScreen(AddEmployeeScreen, FORM);
    await fill(first.user, /^First name/, 'Nino');
    await waitFor(() => expect(stored()).toContain('Nino'));
    first.unmount();

    // A new tab of the same browser: its own sessionStorage, the same cookies and localStorage.
    window.sessionStorage.clear();
    await renderScreen(AddEmployeeScreen, { ...FORM, as: undefined });
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Nino');
  });

  it('is kept for 5 days and gone after: not restored, and cleaned from localStorage', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date(2025, 4, 15, 12).getTime();
    vi.setSystemTime(start);
    signInFor(30);
    expect(writeAddEmployeeDraft(draftOf('Beridze'))).toBe(true);
    expect(stored()).toContain('Beridze');

    vi.setSystemTime(start + 5 * DAY_MS - 60_000);
    window.sessionStorage.clear();
    expect(readAddEmployeeDraft()?.values.last_name).toBe('Beridze');

    vi.setSystemTime(start + 5 * DAY_MS + 60_000);
    // The browser has dropped the pointer cookie at its expiry.
    expect(readCookie(ADD_EMPLOYEE_DRAFT_COOKIE)).toBeUndefined();
    expect(readAddEmployeeDraft()).toBeUndefined();
    expect(stored()).toBe('');
  });

  it('a value left in localStorage past the pointer’s expiry goes when the app next reads the session', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date(2025, 4, 15, 12).getTime();
    vi.setSystemTime(start);
    signInFor(30);
    expect(writeAddEmployeeDraft(draftOf('Beridze'))).toBe(true);
    expect(stored()).toContain('Beridze');

    // Nobody opens the form again: the app starting (or the tab coming back) is enough.
    vi.setSystemTime(start + 6 * DAY_MS);
    refreshSession();
    expect(stored()).toBe('');
  });

  it('is gone at log out', async () => {
    const first = await renderScreen(AddEmployeeScreen, FORM);
    await fill(first.user, /^Last name/, 'Beridze');
    await waitFor(() => expect(stored()).toContain('Beridze'));
    first.unmount();

    endSession();
    expect(stored()).toBe('');
    expect(readCookie(ADD_EMPLOYEE_DRAFT_COOKIE)).toBeUndefined();
    await renderScreen(AddEmployeeScreen, FORM);
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('');
  });

  it('is not restored for another person, nor while acting as one, and goes when another signs in', () => {
    signInFor(1, '1');
    expect(writeAddEmployeeDraft(draftOf('Beridze'))).toBe(true);
    expect(stored()).toContain('Beridze');

    // Acting as someone else: the admin's draft is not theirs (and is back once the admin stops).
    startImpersonation({ userId: 9, name: 'Ann', token: makeToken({ sub: '9' }) });
    expect(readAddEmployeeDraft()).toBeUndefined();
    stopImpersonation();
    expect(readAddEmployeeDraft()?.values.last_name).toBe('Beridze');

    // Another person's token in the jar (another tab, an older version): not theirs either.
    const other = makeToken({ tenant: 'acme', sub: '2', exp: inSeconds(Date.now() + DAY_MS) });
    document.cookie = `token=${other}; path=/`;
    expect(readAddEmployeeDraft()).toBeUndefined();

    // Another person signs in on this browser: the draft goes.
    signInFor(1, '2');
    expect(stored()).toBe('');
    expect(readAddEmployeeDraft()).toBeUndefined();
  });

  it('outlives its owner’s session: the same person signing in again within the 5 days gets it back', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date(2025, 4, 15, 12).getTime();
    vi.setSystemTime(start);
    startSession(makeToken({ tenant: 'acme', sub: '1', exp: inSeconds(start + 8 * 3600_000) }));
    expect(writeAddEmployeeDraft(draftOf('Beridze'))).toBe(true);

    // The 8-hour token runs out overnight; the browser drops its cookie and the app notices.
    vi.setSystemTime(start + DAY_MS);
    document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    refreshSession();
    expect(stored()).toContain('Beridze');

    // The next morning the same person signs in again.
    startSession(makeToken({ tenant: 'acme', sub: '1', exp: inSeconds(start + DAY_MS + 8 * 3600_000) }));
    expect(readAddEmployeeDraft()?.values.last_name).toBe('Beridze');
  });

  it('is never sent: in no cookie and in no request, only in localStorage', async () => {
    const log = recordRequests();
    const { user } = await renderScreen(AddEmployeeScreen, FORM);
    await fill(user, /^Last name/, 'Beridze');
    await fill(user, /^Phone/, '+995 555 12 34 56');
    await waitFor(() => expect(stored()).toContain('555 12 34 56'));
    expect(readCookie(ADD_EMPLOYEE_DRAFT_COOKIE)).toBeDefined();
    expect(decodeURIComponent(document.cookie)).not.toMatch(/Beridze|555 12 34 56/);
    for (const request of log.requests) {
      const sent = [request.query.toString(), ...request.headers.values(), await request.text];
      expect(decodeURIComponent(sent.join(' '))).not.toMatch(/Beridze|555 12 34 56/);
    }
  });
});
