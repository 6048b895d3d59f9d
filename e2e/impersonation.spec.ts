import { asRole, expect, reloadWhenSettled, test } from './fixtures';
import { Shell } from './pages/shell';

test.describe('an admin', () => {
  test.use(asRole('admin'));

  test('impersonates a colleague, sees the portal as them, and stops', async ({ page, context }) => {
    await page.goto('/employees');
    const shell = new Shell(page);
    await shell.chooseAccountAction('Impersonate a user');
    const dialog = page.getByRole('dialog', { name: 'Impersonate a user' });
    await dialog.getByRole('combobox', { name: 'User' }).fill('Mariam');
    await page.getByRole('option', { name: /Mariam Lomidze/ }).click();
    await dialog.getByRole('button', { name: 'Impersonate' }).click();

    await expect(shell.impersonationBanner).toContainText('Mariam Lomidze');
    await expect(shell.accountButton).toHaveAccessibleName(/Mariam Lomidze/);
    // The employee role sees no finance pages.
    await expect(shell.navigation.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
    expect((await context.cookies()).some((cookie) => cookie.name === 'impersonation-token')).toBe(true);

    // It survives a reload.
    await reloadWhenSettled(page);
    await expect(shell.impersonationBanner).toContainText('Mariam Lomidze');

    await shell.impersonationBanner.getByRole('button', { name: 'Stop impersonating' }).click();
    await expect(shell.impersonationBanner).toHaveCount(0);
    await expect(shell.accountButton).toHaveAccessibleName(/Nino Beridze/);
    await expect(shell.navigation.getByRole('link', { name: 'Invoices' })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === 'impersonation-token')).toBe(false);
  });

  test('switches to another organisation', async ({ page }) => {
    await page.goto('/employees');
    const shell = new Shell(page);
    await shell.chooseAccountAction('Switch organisation');
    const dialog = page.getByRole('dialog', { name: 'Switch organisation' });
    await dialog.getByRole('button', { name: /Globex Engineering/ }).click();
    await page.waitForURL(/\/organization-switch/);
    await expect(page).toHaveURL(/\/employees$/);
    await page.goto('/test');
    await expect(page.getByRole('row', { name: /^Tenant globex/ })).toBeVisible();
  });
});

test.describe('a sale user', () => {
  test.use(asRole('sale'));

  test('is not offered impersonation', async ({ page }) => {
    await page.goto('/employees');
    const menu = await new Shell(page).openAccountMenu();
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Impersonate a user' })).toHaveCount(0);
  });
});
