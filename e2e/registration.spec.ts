import { DEMO_REGISTRATION_TOKENS } from '../src/mocks/db/seed-registrations';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// A visitor: the registration link is opened before anyone logs in. The demo's links are documented in
// the README (src/mocks/db/seed-registrations.ts); a link a recruiter sends is in the mock's outbox.

// The lookup of an unknown, used or throttled link answers 404 / 410 / 429, which Chromium logs as a
// failed load.
const FAILED_LOOKUP = /Failed to load resource: the server responded with a status of (404|410|429)/;
const WAITING = DEMO_REGISTRATION_TOKENS.acme.waiting;
const USED = DEMO_REGISTRATION_TOKENS.acme.used;
// The shape of a token, but no link's.
const unknownToken = (n = 0) => `${'A'.repeat(41)}${String(n).padStart(2, '0')}`;

test('a registration link that is not valid says so and what to do', async ({
  page,
  expectNoConsoleErrors,
}) => {
  await page.goto(`/employee-registration/${unknownToken()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Employee registration' })).toBeVisible();
  // (Next's route announcer is an alert too.)
  const alert = page.getByRole('alert').filter({ hasText: 'This registration link' });
  await expect(alert).toContainText('This registration link is not valid.');
  await expect(alert).toContainText('contact your HR department');
  await expect(page).toHaveURL(new RegExp(`/employee-registration/${unknownToken()}$`));
  await expectNoSeriousA11yViolations(page);
  expectNoConsoleErrors({ allow: [FAILED_LOOKUP] });
});

test('a used registration link says so and offers log in', async ({ page, expectNoConsoleErrors }) => {
  await page.goto(`/employee-registration/${USED}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This registration link' })).toContainText(
    'This registration link has already been used.',
  );
  await page.getByRole('link', { name: 'Go to log in' }).click();
  await expect(page).toHaveURL(/\/login/);
  expectNoConsoleErrors({ allow: [FAILED_LOOKUP] });
});

test('a new hire completes their registration, then goes to log in', async ({
  page,
  expectNoConsoleErrors,
}) => {
  await page.goto(`/employee-registration/${WAITING}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Acme Consulting' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(/^Phone/).fill('+995 599 000 111');
  await page
    .getByRole('group', { name: /^Date of birth/ })
    .getByRole('spinbutton', { name: 'Day' })
    .click();
  await page.keyboard.type('09081996');
  await page.getByLabel(/^Password/).fill('correct-horse-battery');
  await page.getByLabel(/^Repeat password/).fill('correct-horse-batterz');
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel(/^Repeat password/).fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page.getByRole('status')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to log in' }).click();
  await expect(page).toHaveURL(/\/login/);
  expectNoConsoleErrors();
});

test('after ten links that do not exist, even a good one waits, and the page says how long (issue 30, H2)', async ({
  page,
  expectNoConsoleErrors,
}) => {
  const alert = page.getByRole('alert').filter({ hasText: 'registration link' });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.goto(`/employee-registration/${unknownToken(attempt)}`);
    await expect(alert).toContainText('This registration link is not valid.');
  }
  await page.goto(`/employee-registration/${WAITING}`);
  await expect(alert).toContainText('Too many registration links that do not work were tried from here.');
  await expect(alert).toContainText('Wait 10 minutes');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expectNoConsoleErrors({ allow: [FAILED_LOOKUP] });
});
