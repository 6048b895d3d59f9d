import { asRole, expect, reloadWhenSettled, test } from './fixtures';
import { Shell } from './pages/shell';

test.use(asRole('admin'));

test('the badge counts unseen notifications; one and then all can be marked seen', async ({ page }) => {
  await page.goto('/employees');
  const shell = new Shell(page);
  await expect(shell.notificationsButton).toHaveAccessibleName(/\d+ unseen/);
  const unseen = await shell.unseenCount();
  expect(unseen).toBeGreaterThan(1);

  const panel = await shell.openNotifications();
  const markButtons = panel.getByRole('button', { name: /^Mark “.*” as seen$/ });
  await expect(markButtons).toHaveCount(unseen);
  await markButtons.first().click();
  await expect(markButtons).toHaveCount(unseen - 1);

  await panel.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(markButtons).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(shell.notificationsButton).toHaveAccessibleName('Notifications');

  // The server kept it: a reload shows the same.
  await reloadWhenSettled(page);
  await expect(shell.notificationsButton).toHaveAccessibleName('Notifications');
});
