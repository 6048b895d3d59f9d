import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, getSession, startImpersonation } from '@/api/session';
import { OrganizationSwitchScreen } from '@/features/organizations/organization-switch-page';
import { isOwnCookie, writeCookie, writeJsonCookie } from '@/lib/cookies';
import { getTenantDb } from '@/mocks/db';
import { nextId } from '@/mocks/db/tenant-db';
import { newUserRecord } from '@/mocks/db/user-queries';
import { renderWithApp } from '../../render';
import { getAs, login, setupMockApi, signIn } from '../../support/mock-api';

setupMockApi();
afterEach(() => window.history.replaceState(null, '', '/'));

const ourCookieNames = () =>
  document.cookie
    .split('; ')
    .map((pair) => pair.split('=')[0] ?? '')
    .filter(isOwnCookie)
    .sort();

describe('the organisation switch hand-off (security review 17, findings A and C)', () => {
  it('an organisation switch keeps no cookie of ours but the new token', async () => {
    const acmeToken = await signIn('admin@acme.test');
    const { body } = await getAs('acme', 'organizations/2/url', acmeToken);
    const switchUrl = (body as { url: string }).url;
    // Whatever the acme session left: an impersonation, the stored user, a draft.
    startImpersonation({ userId: 3, name: 'Mariam Lomidze', token: 'imp' });
    writeJsonCookie('end-user', { email: 'employee@acme.test' });
    writeJsonCookie('draft-add-employee', { version: 1 });
    writeCookie('unrelated', 'keep');

    window.history.replaceState(null, '', switchUrl);
    const { router } = renderWithApp(<OrganizationSwitchScreen />, { url: '/organization-switch' });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/employees'));

    expect(ourCookieNames()).toEqual(['token']);
    expect(getSession()).toMatchObject({ claims: { tenant: 'globex' }, impersonation: null });
    expect(document.cookie).toContain('unrelated=keep');
  });
});

// A switch link made by someone else must not sign the user in as another account unasked (login CSRF).
describe("a hand-off link that is not the signed-in person's (security review 17, medium 2)", () => {
  async function globexSwitchUrl(): Promise<string> {
    const acmeToken = await signIn('admin@acme.test');
    const { body } = await getAs('acme', 'organizations/2/url', acmeToken);
    return (body as { url: string }).url;
  }

  function openHandOff(url: string) {
    window.history.replaceState(null, '', url);
    return renderWithApp(<OrganizationSwitchScreen />, { url: '/organization-switch' });
  }

  it('takes the token out of the address bar before anything else, also when the token is refused', async () => {
    openHandOff('/organization-switch#token=not-a-token');
    expect(await screen.findByText(/This link cannot switch your organisation/)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/organization-switch');
  });

  it('with nobody signed in, asks first, naming the account and the organisation; Cancel signs nobody in', async () => {
    const url = await globexSwitchUrl();
    endSession();
    const { router } = openHandOff(url);
    expect(
      await screen.findByText('Continue as admin@acme.test in organisation globex?'),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(getSession().token).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.replace).toHaveBeenCalledWith('/login');
    expect(getSession().token).toBeNull();
  });

  it('signed in as another account, asks first and keeps the current session unless the user continues', async () => {
    const url = await globexSwitchUrl();
    await signIn('employee@acme.test');
    const { router } = openHandOff(url);
    const question = await screen.findByText('Continue as admin@acme.test in organisation globex?');
    expect(question).toBeInTheDocument();
    expect(getSession().claims).toMatchObject({ tenant: 'acme', email: 'employee@acme.test' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue as admin@acme.test' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/employees'));
    expect(getSession().claims).toMatchObject({ tenant: 'globex', email: 'admin@acme.test' });
  });

  // Issue 30, H1: globex can make a user of its own with acme's sale's e-mail; its token is another
  // identity's, and must not replace the session silently.
  it('a token of another identity with the same e-mail asks first and keeps the current session', async () => {
    const globex = await getTenantDb('globex');
    await globex.users.create(
      newUserRecord({
        id: nextId(globex.users),
        first_name: 'Giorgi',
        last_name: 'Kapanadze',
        email: 'sale@acme.test',
        password: 'globex-knows-this-1',
        role: 'admin',
      }),
    );
    const planted = await login('sale@acme.test', 'globex-knows-this-1');
    await signIn('sale@acme.test');
    const before = getSession().token;
    openHandOff(`/organization-switch#token=${planted}`);
    expect(await screen.findByText('Continue as sale@acme.test in organisation globex?')).toBeInTheDocument();
    expect(screen.getByText(/It has your e-mail address, but it is not your account/)).toBeInTheDocument();
    expect(getSession().token).toBe(before);
    expect(getSession().claims).toMatchObject({ tenant: 'acme', email: 'sale@acme.test' });
  });
});
