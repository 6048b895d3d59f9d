import { http, HttpResponse } from 'msw';
import { ACCOUNTS, asRole, expect, loginAs, test } from './fixtures';
import { Shell } from './pages/shell';

test.describe('a visitor', () => {
  test('is sent to log in and brought back to the page afterwards', async ({ page }) => {
    await page.goto('/time-offs?view=calendar');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Ftime-offs%3Fview%3Dcalendar$/);
    await page.getByLabel(/^E-mail/).fill(ACCOUNTS.admin.email);
    await page.getByLabel(/^Password/).fill(ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/time-offs\?view=calendar$/);
    await expect(page.getByRole('heading', { name: 'Time offs', level: 1 })).toBeVisible();
  });

  test('sees a wrong password explained at the field, with the e-mail kept', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(/^E-mail/).fill(ACCOUNTS.sale.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page.getByLabel(/^E-mail/)).toHaveValue(ACCOUNTS.sale.email);
  });

  test('asks for a reset link and gets told it was sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The log-in form has an E-mail field too: fill the new screen's, once it is there.
    await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
    await page.getByLabel(/^E-mail/).fill(ACCOUNTS.employee.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('We have emailed your password reset link.');
  });
});

test.describe('log out', () => {
  test('leaves nothing of the user behind on a shared browser', async ({ page, context }) => {
    await loginAs(page, 'admin');
    const shell = new Shell(page);
    await expect(shell.accountButton).toHaveAccessibleName(/Nino Beridze/);
    await shell.chooseAccountAction('Log out');
    await expect(page).toHaveURL(/\/login$/);
    const ours = (await context.cookies()).filter(
      (cookie) =>
        ['token', 'end-user', 'impersonation-token', 'impersonated-user'].includes(cookie.name) ||
        cookie.name.startsWith('draft-'),
    );
    expect(ours).toEqual([]);
    // Back to a private page: the next person must log in, and sees nothing of the last one.
    await page.goto('/employees');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Femployees$/);
    await expect(page.getByText('Nino Beridze')).toHaveCount(0);
  });
});

test.describe('page data failures (SPEC §8)', () => {
  test.use(asRole('admin'));

  test('a 401 lands on /404', async ({ page, network }) => {
    network.use(
      http.get('*/api/user/:id', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    await page.goto('/employee/3/overview');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a 500 shows the unexpected error toast and keeps the page', async ({
    page,
    network,
    expectNoConsoleErrors,
  }) => {
    network.use(
      http.get('*/api/user/:id', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    await page.goto('/employee/3/overview');
    const toast = page.getByText('Unexpected error occurred please try again later and contact developers');
    await expect(toast).toBeVisible();
    await expect(page.getByText('Unexpected error', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/employee\/3\/overview$/);
    expectNoConsoleErrors({ allow: ['status of 500'] });
  });
});
