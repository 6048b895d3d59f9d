import { DEMO_REGISTRATION_TOKENS } from '../src/mocks/db/seed-registrations';
import { expect, test } from './fixtures';

// Every signed-in screen is opened by each role in link-crawl.spec.ts (shell, title, no console error).

test('pre-login screens render for a visitor with no console error', async ({
  page,
  expectNoConsoleErrors,
}) => {
  for (const route of [
    '/login',
    '/forgot-password',
    '/reset-password?token=t&email=a%40b.test',
    '/verify-notice',
    `/employee-registration/${DEMO_REGISTRATION_TOKENS.acme.waiting}`,
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
