import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, getSession, startImpersonation } from '@/api/session';
import { OrganizationSwitchScreen } from '@/features/organizations/organization-switch-page';
import { isOwnCookie, writeCookie, writeJsonCookie } from '@/lib/cookies';
import { renderWithApp } from '../../render';
import { getAs, setupMockApi, signIn } from '../../support/mock-api';

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
});
