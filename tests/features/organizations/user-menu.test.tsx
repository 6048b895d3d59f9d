import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '@/api/session';
import { userKeys } from '@/api/users/user.keys';
import { ImpersonationBanner } from '@/features/organizations/components/impersonation-banner';
import { UserMenu } from '@/features/organizations/components/user-menu';
import { readCookie, writeCookie } from '@/lib/cookies';
import { renderWithApp } from '../../render';
import { signIn, setupMockApi } from '../../support/mock-api';

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
});
