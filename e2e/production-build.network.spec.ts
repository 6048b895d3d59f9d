import { readFile } from 'node:fs/promises';
import { DirectoryPage } from './pages/directory';
import { ProfilePage } from './pages/profile';
import { Shell } from './pages/shell';
import { ACCOUNTS, expect, loginAs, reloadWhenSettled, ROLES, test } from './support/network-api';

// The plain production build, as a deployment runs it (no mocking, NEXT_PUBLIC_API_URL set), against
// the mocked API over real HTTP (`npm run api`): tenant hosts (acme.localhost), central/ on the bare
// host, CORS preflights with the bearer and impersonation headers, the file name through
// Content-Disposition, and the Content-Security-Policy's connect-src. Every test logs in through the
// form and ends with no console error and no CSP violation.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A failed call the test asked for is logged by the browser as "Failed to load resource".
const failedLoad = (status: number) =>
  new RegExp(`status of ${status} .*\\(http://acme\\.localhost:\\d+/api/`);

test("the build's Content-Security-Policy lets the app reach the API and its tenant hosts only", async ({
  page,
  mockApi,
}) => {
  const response = await page.request.get('/login');
  const policy = response.headers()['content-security-policy'] ?? '';
  const api = new URL(mockApi.baseUrl);
  const connect = policy.split('; ').find((directive) => directive.startsWith('connect-src '));
  expect(connect).toBe(`connect-src 'self' ${api.origin} http://*.${api.host}`);
});

for (const role of ROLES) {
  test(`logs in as ${role} through the tenant's API and sees their own name`, async ({
    page,
    expectNoConsoleErrors,
  }) => {
    await loginAs(page, role);
    const shell = new Shell(page);
    const { firstName, lastName } = ACCOUNTS[role];
    await expect(shell.accountButton).toHaveAccessibleName(new RegExp(`${firstName} ${lastName}`));
    await expect(shell.navigation).toBeVisible();
    // Diagnostics names the API this build calls: the server's own host, not the mocked API's.
    await page.goto('/test');
    await expect(
      page.getByRole('row', { name: /^Tenant API http:\/\/acme\.localhost:\d+\/api\/$/ }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /^Mocked API off$/ })).toBeVisible();
    expectNoConsoleErrors();
  });
}

test('the employees directory lists, downloads a CV under its name, and searches on the server', async ({
  page,
  expectNoConsoleErrors,
}) => {
  await loginAs(page, 'admin');
  const directory = new DirectoryPage(page);
  await directory.goto();
  const total = await directory.totalCount();
  expect(total).toBeGreaterThan(10);

  // One CV: a PDF whose name the browser could read only because the API exposes Content-Disposition.
  const [first] = await directory.selectFirst(1);
  const downloading = page.waitForEvent('download');
  await directory.bulkAction('Generate CV');
  const download = await downloading;
  expect(first).toBeTruthy();
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${escapeRegExp(first ?? '')}.*\\.pdf$`));
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await directory.search('engineer');
  await expect(page).toHaveURL(/q=engineer/);
  await expect.poll(() => directory.rowCount()).toBeLessThan(total);
  await expect.poll(() => directory.rowCount()).toBeGreaterThan(0);
  expectNoConsoleErrors();
});

test('a profile save reaches the server and survives a reload', async ({ page, expectNoConsoleErrors }) => {
  await loginAs(page, 'admin');
  const profile = new ProfilePage(page);
  await profile.goto('overview');
  const personal = profile.section('Personal information');
  await personal.getByRole('button', { name: 'Edit personal information' }).click();
  const dialog = profile.dialog('Edit personal information');
  await dialog.getByLabel(/^Phone/).fill('+995 599 44 55 66');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(personal).toContainText('+995 599 44 55 66');

  await reloadWhenSettled(page);
  await expect(profile.section('Personal information')).toContainText('+995 599 44 55 66');
  expectNoConsoleErrors();
});

test('notifications are marked seen on the server', async ({ page, expectNoConsoleErrors }) => {
  await loginAs(page, 'admin');
  const shell = new Shell(page);
  await expect(shell.notificationsButton).toHaveAccessibleName(/\d+ unseen/);
  const unseen = await shell.unseenCount();
  const panel = await shell.openNotifications();
  const markButtons = panel.getByRole('button', { name: /^Mark “.*” as seen$/ });
  await expect(markButtons).toHaveCount(unseen);
  await markButtons.first().click();
  await expect(markButtons).toHaveCount(unseen - 1);
  await page.keyboard.press('Escape');
  await expect(shell.notificationsButton).toHaveAccessibleName(`Notifications, ${unseen - 1} unseen`);

  await reloadWhenSettled(page);
  await expect(shell.notificationsButton).toHaveAccessibleName(`Notifications, ${unseen - 1} unseen`);
  expectNoConsoleErrors();
});

test('an admin impersonates a colleague (X-Impersonation-Token across origins) and stops', async ({
  page,
  expectNoConsoleErrors,
}) => {
  await loginAs(page, 'admin');
  const shell = new Shell(page);
  await shell.chooseAccountAction('Impersonate a user');
  const dialog = page.getByRole('dialog', { name: 'Impersonate a user' });
  await dialog.getByRole('combobox', { name: 'User' }).fill('Mariam');
  await page.getByRole('option', { name: /Mariam Lomidze/ }).click();
  await dialog.getByRole('button', { name: 'Impersonate' }).click();
  await expect(shell.impersonationBanner).toContainText('Mariam Lomidze');
  // The API answered as her: the current user comes from the server, under the impersonation header.
  await expect(shell.accountButton).toHaveAccessibleName(/Mariam Lomidze/);
  await expect(shell.navigation.getByRole('link', { name: 'Invoices' })).toHaveCount(0);

  await shell.impersonationBanner.getByRole('button', { name: 'Stop impersonating' }).click();
  await expect(shell.impersonationBanner).toHaveCount(0);
  await expect(shell.accountButton).toHaveAccessibleName(/Nino Beridze/);
  await expect(shell.navigation.getByRole('link', { name: 'Invoices' })).toBeVisible();
  expectNoConsoleErrors();
});

test('a 401 on page data lands on /404', async ({ page, mockApi, expectNoConsoleErrors }) => {
  await loginAs(page, 'admin');
  await mockApi.setFaults({ method: 'GET', path: 'user/:id', status: 401 });
  await page.goto('/employee/3/overview');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expectNoConsoleErrors({ allow: [failedLoad(401)] });
});

test('a 500 on page data shows the unexpected error toast and keeps the page', async ({
  page,
  mockApi,
  expectNoConsoleErrors,
}) => {
  await loginAs(page, 'admin');
  await mockApi.setFaults({ method: 'GET', path: 'user/:id', status: 500 });
  await page.goto('/employee/3/overview');
  await expect(
    page.getByText('Unexpected error occurred please try again later and contact developers'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/employee\/3\/overview$/);
  expectNoConsoleErrors({ allow: [failedLoad(500)] });
});
