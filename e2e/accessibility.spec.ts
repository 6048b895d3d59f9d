import { asRole, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { Shell } from './pages/shell';
import { PUBLIC_ROUTES } from './support/app-routes';

test.describe('screens before log in', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`axe finds no serious violation on ${route}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

// The scan's own guard: the cheaper way it runs (violations only, in the page) still catches one.
test('the scan fails on a serious violation put into a screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'a11y-guard-unnamed-button';
    document.querySelector('main')?.append(button);
  });
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/button-name \(critical\)/);
});

test.describe('signed-in screens', () => {
  test.use(asRole('admin'));

  for (const route of ['/employees', '/test', '/employee/3/overview', '/settings']) {
    test(`axe finds no serious violation on ${route}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('axe finds no serious violation in the open notifications, help and account menus', async ({
    page,
  }) => {
    await page.goto('/employees');
    const shell = new Shell(page);
    const panel = await shell.openNotifications();
    await expect(panel.getByRole('list', { name: 'Notification list' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: /how can we help/i });
    await expect(help).toBeVisible();
    // Scanned mid-fade, text looks pale: wait for the popover to finish appearing.
    await expect(help).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await shell.openAccountMenu();
    await expectNoSeriousA11yViolations(page);
  });
});
