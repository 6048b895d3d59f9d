import { waitFor } from '@testing-library/react';
import { getSession, startImpersonation } from '@/api/session';
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
