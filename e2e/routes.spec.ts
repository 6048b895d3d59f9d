import { expect, asRole, ROLES, test } from './fixtures';
import { Shell } from './pages/shell';

// Every route of SPEC §2 (dynamic ones with an example id) renders for every role.
const APP_ROUTES = [
  '/employees',
  '/add-employee',
  '/employee/3/overview',
  '/employee/3/cvs',
  '/time-offs',
  '/traffic/table-view',
  '/traffic/timeline-view',
  '/admin/recruitment/active',
  '/admin/recruitment/rejected',
  '/reports/profitability',
  '/reports/salary',
  '/reports/income',
  '/invoices',
  '/projects',
  '/projects/1/dashboard',
  '/budget',
  '/settings',
  '/test',
];

for (const role of ROLES) {
  test.describe(`as ${role}`, () => {
    test.use(asRole(role));
    // One test walks all eighteen screens: on a busy 2-core machine that takes longer than the default 30 s.
    test.describe.configure({ timeout: 120_000 });

    test('every screen renders in the shell with a title, no console error and no CSP violation', async ({
      page,
      expectNoConsoleErrors,
    }) => {
      const shell = new Shell(page);
      for (const route of APP_ROUTES) {
        await test.step(route, async () => {
          await page.goto(route);
          await expect(shell.navigation).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`${route.replace(/[/]/g, '\\/')}$`));
          await expect(page).toHaveTitle(/Staff Portal$/);
        });
      }
      expectNoConsoleErrors();
    });
  });
}

test('pre-login screens render for a visitor with no console error', async ({
  page,
  expectNoConsoleErrors,
}) => {
  for (const route of [
    '/login',
    '/forgot-password',
    '/reset-password?token=t&email=a%40b.test',
    '/verify-notice',
    '/employee-registration/REG-ACME-0001',
    '/404',
  ]) {
    await test.step(route, async () => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
  // Loading /404 directly is answered with status 404, which the browser logs.
  expectNoConsoleErrors({ allow: [/status of 404 \(Not Found\)\s+\(http:\/\/[^)]+\/404\)$/] });
});

test('the production build sends its security headers, HSTS included (security review 17, medium 7)', async ({
  page,
}) => {
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
});
