import type { BrowserContext, Page } from '@playwright/test';
import { addDays, addMonths, addWeeks, format, nextMonday } from 'date-fns';
import { countryHolidaysBetween } from '../src/lib/holidays';
import { TIME_OFF_MONTHS_AHEAD } from '../src/mocks/db/seed-time-offs';
import { asRole, expect, expectNoSeriousA11yViolations, loginAs, test, type Role } from './fixtures';
import { DataTableObject } from './pages/data-table';
import { choose, confirm, typeDate } from './pages/widgets';

// Time off (issue 12): a request with a half day and its preview, two-step approval (the manager, then
// the final reviewer), the balance it takes, rejection with a reason, bulk approval, a rule breach at
// its field, and axe on the list, the form and the drawer. In the seed, employee@acme.test (Mariam
// Lomidze) is reviewed by sale@acme.test (Giorgi Kapanadze) and then by the final reviewer, the admin.

test.use(asRole('employee'));

// A Monday past the seed's own leave (it reaches TIME_OFF_MONTHS_AHEAD ahead) whose Monday to Wednesday
// are no holiday where the seeded people live; the Wednesday a morning only: 2.5 working days.
const ymd = (date: Date) => format(date, 'yyyy-MM-dd');
function firstFreeMonday(): Date {
  let candidate = nextMonday(addMonths(new Date(), TIME_OFF_MONTHS_AHEAD + 1));
  const holidayIn = (monday: Date) =>
    ['GE', 'RS'].some(
      (country) => countryHolidaysBetween(country, ymd(monday), ymd(addDays(monday, 2))).length > 0,
    );
  while (holidayIn(candidate)) candidate = addWeeks(candidate, 1);
  return candidate;
}
const monday = firstFreeMonday();
const wednesday = addDays(monday, 2);
const FIRST = format(monday, 'yyyy-MM-dd');
const LAST = format(wednesday, 'yyyy-MM-dd');
const digits = (date: Date) => format(date, 'ddMMyyyy');

// Signs in as someone else in the same browser: the mocked API (and what it stored) stays.
async function switchTo(page: Page, context: BrowserContext, role: Role): Promise<void> {
  await context.clearCookies();
  await loginAs(page, role);
}

async function openRequests(page: Page, url = '/time-offs'): Promise<DataTableObject> {
  await page.goto(url);
  const table = new DataTableObject(page, 'Time-off requests');
  await expect(table.root).toBeVisible();
  return table;
}

// "Available 21.5 days" in the balance strip, as a number.
async function availableDays(page: Page): Promise<number> {
  const strip = page.getByRole('region', { name: 'Your time-off balance' });
  await expect(strip).toContainText(/Available [\d.]+ days?/);
  const text = (await strip.textContent()) ?? '';
  return Number(/Available ([\d.]+) day/.exec(text)?.[1]);
}

// The requests' rows overlapping our days, for the person who asked.
const ourRows = (from = FIRST, to = LAST) => `from=${from}&to=${to}`;

test('request three days with a half day, approved by the manager and then the final reviewer, takes it from the balance', async ({
  page,
  context,
}) => {
  await page.goto('/time-offs');
  const before = await availableDays(page);

  await page.getByRole('button', { name: 'New request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New time-off request' });
  await choose(dialog, 'Type', 'Vacation');
  await typeDate(dialog, /First day/, digits(monday));
  await typeDate(dialog, /Last day/, digits(wednesday));
  await choose(dialog, format(wednesday, 'EEE d MMM'), 'Morning');

  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('2.5 d · 20:00');
  await expect(preview).toContainText(/Vacation balance: [\d.]+ days? → [\d.]+ days?/);
  await expect(preview).toContainText('1. Giorgi Kapanadze');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();

  const mine = await openRequests(page, `/time-offs?${ourRows()}`);
  await expect(mine.root.getByRole('row').filter({ hasText: 'Mariam Lomidze' }).first()).toContainText(
    '½ am',
  );
  await expect(mine.root).toContainText('1/2 · waiting for Giorgi Kapanadze');

  // Step 1: the manager, whose default view is what waits for them.
  await switchTo(page, context, 'sale');
  await openRequests(page, `/time-offs?${ourRows()}`);
  await expect(page.getByRole('tab', { name: /^Waiting for me/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Actions for Mariam Lomidze’s request' }).first().click();
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  await expect(page.getByText(/^Approved: Mariam Lomidze/).first()).toBeVisible();

  // Step 2: the final reviewer, from the request's drawer.
  await switchTo(page, context, 'admin');
  const list = await openRequests(page, `/time-offs?queue=all&${ourRows()}`);
  await expect(list.root).toContainText('2/2 · waiting for Nino Beridze');
  await list.root.getByRole('link', { name: 'Mariam Lomidze' }).first().click();
  const drawer = page.getByRole('dialog', { name: /Mariam Lomidze: Vacation/ });
  await expect(drawer.getByRole('list', { name: 'Approval steps' })).toContainText('Giorgi Kapanadze');
  await expectNoSeriousA11yViolations(page);
  await drawer
    .getByRole('group', { name: 'Request actions' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(drawer).toContainText('2/2 · approved');
  await expect(drawer.getByRole('list', { name: 'History' })).toContainText('Approved');

  await switchTo(page, context, 'employee');
  await page.goto('/time-offs');
  await expect.poll(() => availableDays(page)).toBeCloseTo(before - 2.5, 1);
});

test.describe('an administrator', () => {
  test.use(asRole('admin'));

  test('rejects a pending request with a reason, and the reason is kept', async ({ page }) => {
    const list = await openRequests(page, '/time-offs?queue=all&status=pending');
    await list.waitForRows();
    await expectNoSeriousA11yViolations(page);
    await list.root.getByRole('link').first().click();
    const drawer = page.getByRole('dialog', { name: /: / });
    await drawer
      .getByRole('group', { name: 'Request actions' })
      .getByRole('button', { name: 'Reject' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject time off' });
    // The reason is required.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Say why the request is rejected.')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill('The release week needs everyone.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Rejected: /).first()).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Approval steps' })).toContainText(
      '“The release week needs everyone.”',
    );
    await expect(drawer).toContainText('Rejected');
  });

  test('works the list by keyboard: j to a row, Enter opens it, ? lists the keys, n a new request', async ({
    page,
  }) => {
    const list = await openRequests(page, '/time-offs?queue=all&status=pending');
    await list.waitForRows();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: /: / });
    await expect(drawer.getByRole('list', { name: 'Approval steps' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toContainText('Approve the row');
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('n');
    await expect(page.getByRole('dialog', { name: 'New time-off request' })).toBeVisible();
    await expect(page).toHaveURL(/request=new/);
  });

  test('approves two pending requests at once and sees what was done', async ({ page }) => {
    const list = await openRequests(page, '/time-offs?queue=all&status=pending');
    await list.waitForRows();
    await list.selectFirst(2);
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 requests selected');
    await bar.getByRole('button', { name: 'Approve 2' }).click();
    await confirm(page, 'Approve requests', 'Approve 2 requests');
    const result = page.getByRole('dialog', { name: 'Requests approved' });
    await expect(result).toContainText(/2 done|1 done, 1 skipped/);
    await expectNoSeriousA11yViolations(page);
    await result.getByRole('button', { name: 'Close' }).click();
  });
});

test('a last day before the first is refused at its field, and the form keeps what was typed', async ({
  page,
}) => {
  await page.goto(`/time-offs?request=new&request_start=${LAST}`);
  const dialog = page.getByRole('dialog', { name: 'New time-off request' });
  await choose(dialog, 'Type', 'Sick leave');
  await typeDate(dialog, /Last day/, digits(monday));
  await dialog.getByLabel('Note').fill('Flu');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('End date cannot be before the start date')).toBeVisible();
  await expect(dialog.getByLabel('Note')).toHaveValue('Flu');
  await expectNoSeriousA11yViolations(page);
});

test('an employee sees only their own requests, and nothing to approve', async ({ page }) => {
  const list = await openRequests(page);
  await expect(page.getByRole('tab', { name: /^Waiting for me/ })).toHaveCount(0);
  await expect(list.root.getByRole('link', { name: 'Mariam Lomidze' }).first()).toBeVisible();
  await expect(list.root.getByRole('link').filter({ hasNotText: 'Mariam Lomidze' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
