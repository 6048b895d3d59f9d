import { expect, reloadWhenSettled, test } from './fixtures';
import { Shell } from './pages/shell';

// The demo build as a person running the quick start sees it: its own MSW worker answers the API.
test('log in with a demo account, see the shell and notifications, reset the demo data', async ({
  page,
  expectNoConsoleErrors,
}) => {
  await page.goto('/login');
  const demo = page.getByRole('table', { name: 'Demo accounts' });
  await expect(demo).toBeVisible();
  await demo.getByRole('button', { name: 'Use admin@acme.test' }).click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page).toHaveURL(/\/employees$/);
  const shell = new Shell(page);
  await expect(shell.accountButton).toHaveAccessibleName(/Nino Beridze/);
  await expect(shell.notificationsButton).toHaveAccessibleName(/\d+ unseen/);

  const panel = await shell.openNotifications();
  await panel.getByRole('button', { name: 'Mark all as seen' }).click();
  await page.keyboard.press('Escape');
  await expect(shell.notificationsButton).toHaveAccessibleName('Notifications');

  // Demo changes survive a reload, and Diagnostics brings the seed back.
  await reloadWhenSettled(page);
  await expect(shell.notificationsButton).toHaveAccessibleName('Notifications');
  await page.goto('/test');
  await expect(page.getByRole('row', { name: /Mocked API on/ })).toBeVisible();
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page.getByRole('dialog', { name: 'Reset demo data?' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Demo data has been reset.')).toBeVisible();
  await expect(shell.notificationsButton).toHaveAccessibleName(/\d+ unseen/);
  expectNoConsoleErrors();
});
