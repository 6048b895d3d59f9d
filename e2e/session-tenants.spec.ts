import type { Page } from '@playwright/test';
import { asRole, expect, reloadWhenSettled, test } from './fixtures';
import { Shell } from './pages/shell';

// Security review 17, finding A: an admin impersonating someone must not switch organisation as them
// (the switch would hand the admin a real session as that person in another tenant).

const IMPERSONATION_COOKIES = ['impersonation-token', 'impersonated-user'];

async function impersonate(page: Page, shell: Shell, name: string): Promise<void> {
  await shell.chooseAccountAction('Impersonate a user');
  const dialog = page.getByRole('dialog', { name: 'Impersonate a user' });
  await dialog.getByRole('combobox', { name: 'User' }).fill(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await dialog.getByRole('button', { name: 'Impersonate' }).click();
  await expect(shell.impersonationBanner).toContainText(name);
}

// The diagnostics page (/test) shows the session as the client holds it.
async function expectSession(page: Page, rows: { tenant: string; impersonating: string }): Promise<void> {
  await page.goto('/test');
  await expect(page.getByRole('row', { name: new RegExp(`^Tenant ${rows.tenant}`) })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`^Impersonating ${rows.impersonating}`) }),
  ).toBeVisible();
}

test.describe('an admin of two tenants', () => {
  test.use(asRole('admin'));

  test('cannot switch organisation while impersonating; after stopping, switching works and no impersonation survives', async ({
    page,
    context,
  }) => {
    await page.goto('/employees');
    const shell = new Shell(page);
    await impersonate(page, shell, 'Mariam Lomidze');

    // The menu offers no switch, only stopping first.
    const menu = await shell.openAccountMenu();
    await expect(menu.getByRole('menuitem', { name: 'Switch organisation', exact: true })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Stop impersonating to switch organisation' }).click();

    // One click: the impersonation ends and the admin's own organisations are offered.
    await expect(shell.impersonationBanner).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Switch organisation' });
    await expect(dialog.getByRole('button', { name: /Acme Consulting/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect((await context.cookies()).filter((cookie) => IMPERSONATION_COOKIES.includes(cookie.name))).toEqual(
      [],
    );

    await dialog.getByRole('button', { name: /Globex Engineering/ }).click();
    await page.waitForURL(/\/organization-switch/);
    await expect(page).toHaveURL(/\/employees$/);
    await expect(shell.accountButton).toHaveAccessibleName(/Nino Beridze/);
    await expect(shell.impersonationBanner).toHaveCount(0);

    // Nothing of the acme session came along, and a reload does not bring it back.
    await reloadWhenSettled(page);
    await expect(shell.impersonationBanner).toHaveCount(0);
    expect((await context.cookies()).filter((cookie) => IMPERSONATION_COOKIES.includes(cookie.name))).toEqual(
      [],
    );
    await expectSession(page, { tenant: 'globex', impersonating: 'no' });
  });

  test('impersonating in one tenant, then switching after stopping, starts the other tenant as themselves', async ({
    page,
  }) => {
    await page.goto('/employees');
    const shell = new Shell(page);
    await impersonate(page, shell, 'Mariam Lomidze');
    await expectSession(page, { tenant: 'acme', impersonating: 'Mariam Lomidze' });

    await shell.chooseAccountAction('Stop impersonating to switch organisation');
    await page
      .getByRole('dialog', { name: 'Switch organisation' })
      .getByRole('button', { name: /Globex Engineering/ })
      .click();
    await page.waitForURL(/\/organization-switch/);
    await expect(page).toHaveURL(/\/employees$/);
    await expectSession(page, { tenant: 'globex', impersonating: 'no' });
  });
});
