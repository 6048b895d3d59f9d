import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { IMPERSONATION_HEADER } from '@/api/http';
import { startImpersonating } from '@/api/impersonation/impersonation.api';
import { getSession, startImpersonation } from '@/api/session';
import { userKeys } from '@/api/users/user.keys';
import { ImpersonationBanner } from '@/features/organizations/impersonation/impersonation-banner';
import { UserMenu } from '@/features/organizations/account-menu/user-menu';
import { readCookie, writeCookie } from '@/lib/cookies';
import { getTenantDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithApp } from '../../render';
import { signIn, setupMockApi } from '../../support/mock-api';
import { answerWith } from '../../support/answer-with';
import { recordRequests, sentTo } from '../../support/sent-requests';
import { urlResponseSchema } from '@/api/common.schemas';

setupMockApi();

const user = () => userEvent.setup();

async function openAccountMenu() {
  await user().click(await screen.findByRole('button', { name: /account menu for nino beridze/i }));
  return screen.findByRole('menu');
}

describe('the account menu', () => {
  it('log out leaves nothing of the user behind: cookies, drafts and cached data', async () => {
    await signIn('admin@acme.test');
    writeCookie('draft-add-employee', '[]');
    const { router, queryClient } = renderWithApp(<UserMenu />, { url: '/employees' });
    const menu = await openAccountMenu();
    expect(queryClient.getQueryData(userKeys.current())).toBeDefined();
    await user().click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/login'));
    for (const name of ['token', 'end-user', 'draft-add-employee'])
      expect(readCookie(name), name).toBeUndefined();
    // Components still on screen may observe empty queries; none holds data of the old user.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toEqual([]);
    expect(getSession().token).toBeNull();
  });

  it('an admin impersonates a colleague, sees the banner, and stops', async () => {
    await signIn('admin@acme.test');
    const { router } = renderWithApp(
      <>
        <ImpersonationBanner />
        <UserMenu />
      </>,
      { url: '/employees' },
    );
    const menu = await openAccountMenu();
    await user().click(within(menu).getByRole('menuitem', { name: 'Impersonate a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impersonate a user' });
    await user().click(within(dialog).getByRole('combobox', { name: 'User' }));
    await user().click(await screen.findByRole('option', { name: /mariam lomidze/i }));
    await user().click(within(dialog).getByRole('button', { name: 'Impersonate' }));

    expect(await screen.findByText(/you are signed in as/i)).toHaveTextContent('Mariam Lomidze');
    expect(readCookie('impersonation-token')).toBeTruthy();
    expect(router.push).toHaveBeenCalledWith('/employees');
    // Every call now carries the impersonation: the menu shows the impersonated user.
    expect(
      await screen.findByRole('button', { name: /account menu for mariam lomidze/i }),
    ).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(screen.queryByText(/you are signed in as/i)).not.toBeInTheDocument());
    expect(readCookie('impersonation-token')).toBeUndefined();
    expect(await screen.findByRole('button', { name: /account menu for nino beridze/i })).toBeInTheDocument();
  });

  it('offers every item as soon as it opens, before the current user has loaded: nothing moves under the pointer', async () => {
    await signIn('admin@acme.test');
    server.use(http.get(/\/api\/user$/, () => delay('infinite')));
    renderWithApp(<UserMenu />, { url: '/employees' });
    const menu = await openAccountMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Nino Beridze'),
      'My profile',
      'Switch organisation',
      'Impersonate a user',
      'Log out',
    ]);
  });

  it('a user without the permission is not offered impersonation', async () => {
    await signIn('sale@acme.test');
    renderWithApp(<UserMenu />, { url: '/employees' });
    await user().click(await screen.findByRole('button', { name: /account menu for giorgi kapanadze/i }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Impersonate a user' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Switch organisation' })).toBeInTheDocument();
  });

  it('lists the organisations the user belongs to and marks the current one', async () => {
    await signIn('admin@acme.test');
    renderWithApp(<UserMenu />, { url: '/employees' });
    const menu = await openAccountMenu();
    await user().click(within(menu).getByRole('menuitem', { name: 'Switch organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch organisation' });
    const list = await within(dialog).findByRole('list', { name: 'Organisations' });
    expect(within(list).getByRole('button', { name: /acme consulting/i })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(list).getByRole('button', { name: /globex engineering/i })).toBeInTheDocument();
  });

  it('a switch URL on a host the app does not trust is not followed, and the user is told (security review 17, medium 1)', async () => {
    await signIn('admin@acme.test');
    answerWith(
      'GET',
      'organizations/:id/url',
      200,
      { url: 'https://evil.example/organization-switch#token=x' },
      urlResponseSchema,
    );
    renderWithApp(<UserMenu />, { url: '/employees' });
    const menu = await openAccountMenu();
    await user().click(within(menu).getByRole('menuitem', { name: 'Switch organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch organisation' });
    const list = await within(dialog).findByRole('list', { name: 'Organisations' });
    const before = window.location.href;
    await user().click(within(list).getByRole('button', { name: /globex engineering/i }));
    expect(await screen.findByText(/The server sent a link this app does not follow/)).toBeInTheDocument();
    expect(window.location.href).toBe(before);
  });

  it('while impersonating offers no organisation switch, only stopping first', async () => {
    await impersonateMariam();
    renderWithApp(<UserMenu />, { url: '/employees' });
    await user().click(await screen.findByRole('button', { name: /account menu for mariam lomidze/i }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Switch organisation' })).not.toBeInTheDocument();
    expect(
      within(menu).getByRole('menuitem', { name: 'Stop impersonating to switch organisation' }),
    ).toBeInTheDocument();
  });

  it('"Stop impersonating to switch organisation" stops first, then lists the admin\'s own organisations', async () => {
    await impersonateMariam();
    const { requests } = recordRequests();
    renderWithApp(<UserMenu />, { url: '/employees' });
    await user().click(await screen.findByRole('button', { name: /account menu for mariam lomidze/i }));
    const menu = await screen.findByRole('menu');
    await user().click(
      within(menu).getByRole('menuitem', { name: 'Stop impersonating to switch organisation' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Switch organisation' });
    const list = await within(dialog).findByRole('list', { name: 'Organisations' });
    // Nino's organisations (Mariam belongs to acme only), asked for as Nino.
    expect(within(list).getByRole('button', { name: /globex engineering/i })).toBeInTheDocument();
    expect(getSession().impersonation).toBeNull();
    expect(readCookie('impersonation-token')).toBeUndefined();
    const asked = sentTo(requests, 'organizations', 'GET');
    expect(asked.length).toBeGreaterThan(0);
    for (const request of asked) expect(request.headers.get(IMPERSONATION_HEADER)).toBeNull();
    expect(sentTo(requests, `cancel-impersonate/${await acmeUserId('employee@acme.test')}/url`)).toHaveLength(
      1,
    );
  });

  it('the impersonate dialog does not offer admins', async () => {
    await (
      await getTenantDb('acme')
    ).users.update((q) => q.where({ email: 'sale@acme.test' }), {
      data(row) {
        row.role = 'admin';
      },
    });
    await signIn('admin@acme.test');
    renderWithApp(<UserMenu />, { url: '/employees' });
    const menu = await openAccountMenu();
    await user().click(within(menu).getByRole('menuitem', { name: 'Impersonate a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impersonate a user' });
    const field = within(dialog).getByRole('combobox', { name: 'User' });
    await user().type(field, 'Mariam');
    expect(await screen.findByRole('option', { name: /mariam lomidze/i })).toBeInTheDocument();
    await user().clear(field);
    await user().type(field, 'Giorgi Kapanadze');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /giorgi kapanadze/i })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('No options')).toBeInTheDocument();
  });
});

async function acmeUserId(email: string): Promise<number> {
  const row = (await getTenantDb('acme')).users.findFirst((q) => q.where({ email }));
  if (!row) throw new Error(`no ${email} in acme`);
  return row.id;
}

async function impersonateMariam(): Promise<void> {
  await signIn('admin@acme.test');
  const userId = await acmeUserId('employee@acme.test');
  const { token } = await startImpersonating(userId);
  startImpersonation({ userId, name: 'Mariam Lomidze', token });
}
