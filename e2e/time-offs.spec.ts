import type { BrowserContext, Page } from '@playwright/test';
import { addDays, addMonths, addWeeks, format, nextMonday } from 'date-fns';
import { countryHolidaysBetween } from '../src/lib/holidays';
import { TIME_OFF_MONTHS_AHEAD } from '../src/mocks/db/seed-time-offs';
import { asRole, expect, expectNoSeriousA11yViolations, loginAs, test, type Role } from './fixtures';
import {
  BalanceStrip,
  RejectRequestDialog,
  RequestDialog,
  RequestDrawer,
  TimeOffRequestsPage,
} from './pages/time-offs';
import { confirm } from './pages/widgets';

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

// The requests' rows overlapping our days, for the person who asked.
const ourRows = (from = FIRST, to = LAST) => `from=${from}&to=${to}`;

test('request three days with a half day, approved by the manager and then the final reviewer, takes it from the balance', async ({
  page,
  context,
}) => {
  const requests = new TimeOffRequestsPage(page);
  await requests.goto();
  const before = await new BalanceStrip(page).availableDays();

  const dialog = await requests.newRequest();
  await dialog.chooseType('Vacation');
  await dialog.typeFirstDay(digits(monday));
  await dialog.typeLastDay(digits(wednesday));
  await dialog.chooseDayPart(format(wednesday, 'EEE d MMM'), 'Morning');

  const preview = dialog.preview;
  await expect(preview).toContainText('2.5 d · 20:00');
  await expect(preview).toContainText(/Vacation balance: [\d.]+ days? → [\d.]+ days?/);
  await expect(preview).toContainText('1. Giorgi Kapanadze');
  await expectNoSeriousA11yViolations(page);
  await dialog.send();
  await expect(dialog.root).toBeHidden();

  const mine = await requests.open(`?${ourRows()}`);
  await expect(mine.root.getByRole('row').filter({ hasText: 'Mariam Lomidze' }).first()).toContainText(
    '½ am',
  );
  await expect(mine.root).toContainText('1/2 · waiting for Giorgi Kapanadze');

  // Step 1: the manager, whose default view is what waits for them.
  await switchTo(page, context, 'sale');
  await requests.open(`?${ourRows()}`);
  await expect(requests.waitingForMeTab).toHaveAttribute('aria-selected', 'true');
  await requests.decideFromRow('Mariam Lomidze', 'Approve');
  await expect(page.getByText(/^Approved: Mariam Lomidze/).first()).toBeVisible();

  // Step 2: the final reviewer, from the request's drawer.
  await switchTo(page, context, 'admin');
  const list = await requests.open(`?queue=all&${ourRows()}`);
  await expect(list.root).toContainText('2/2 · waiting for Nino Beridze');
  await requests.openRequestOf('Mariam Lomidze');
  const drawer = new RequestDrawer(page, /Mariam Lomidze: Vacation/);
  await expect(drawer.approvalSteps).toContainText('Giorgi Kapanadze');
  await expectNoSeriousA11yViolations(page);
  await drawer.decide('Approve');
  await expect(drawer.root).toContainText('2/2 · approved');
  await expect(drawer.history).toContainText('Approved');

  await switchTo(page, context, 'employee');
  await requests.goto();
  await expect.poll(() => new BalanceStrip(page).availableDays()).toBeCloseTo(before - 2.5, 1);
});

test.describe('an administrator', () => {
  test.use(asRole('admin'));

  test('rejects a pending request with a reason, and the reason is kept', async ({ page }) => {
    const requests = new TimeOffRequestsPage(page);
    const list = await requests.open('?queue=all&status=pending');
    await list.waitForRows();
    await expectNoSeriousA11yViolations(page);
    await requests.openFirstRequest();
    const drawer = new RequestDrawer(page, /: /);
    await drawer.decide('Reject');
    const dialog = new RejectRequestDialog(page);
    // The reason is required.
    await dialog.reject();
    await expect(dialog.root.getByText('Say why the request is rejected.')).toBeVisible();
    await dialog.reason.fill('The release week needs everyone.');
    await dialog.reject();
    await expect(dialog.root).toBeHidden();
    await expect(page.getByText(/^Rejected: /).first()).toBeVisible();
    await expect(drawer.approvalSteps).toContainText('“The release week needs everyone.”');
    await expect(drawer.root).toContainText('Rejected');
  });

  test('works the list by keyboard: j to a row, Enter opens it, ? lists the keys, n a new request', async ({
    page,
  }) => {
    const requests = new TimeOffRequestsPage(page);
    const list = await requests.open('?queue=all&status=pending');
    await list.waitForRows();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const drawer = new RequestDrawer(page, /: /);
    await expect(drawer.approvalSteps).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer.root).toBeHidden();
    await page.keyboard.press('?');
    const sheet = requests.shortcutsSheet;
    await expect(sheet).toContainText('Approve the row');
    await expectNoSeriousA11yViolations(page);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('n');
    await expect(new RequestDialog(page).root).toBeVisible();
    await expect(page).toHaveURL(/request=new/);
  });

  test('approves two pending requests at once and sees what was done', async ({ page }) => {
    const list = await new TimeOffRequestsPage(page).open('?queue=all&status=pending');
    await list.waitForRows();
    await list.selectFirst(2);
    await expect(list.bulkBar()).toContainText('2 requests selected');
    await list.bulkAction('Approve 2');
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
  await new TimeOffRequestsPage(page).goto(`?request=new&request_start=${LAST}`);
  const dialog = new RequestDialog(page);
  await dialog.chooseType('Sick leave');
  await dialog.typeLastDay(digits(monday));
  await dialog.note.fill('Flu');
  await dialog.send();
  await expect(dialog.root.getByText('End date cannot be before the start date')).toBeVisible();
  await expect(dialog.note).toHaveValue('Flu');
  await expectNoSeriousA11yViolations(page);
});

test('an employee sees only their own requests, and nothing to approve', async ({ page }) => {
  const requests = new TimeOffRequestsPage(page);
  const list = await requests.open();
  await expect(requests.waitingForMeTab).toHaveCount(0);
  await expect(requests.requestLinksOf('Mariam Lomidze').first()).toBeVisible();
  await expect(list.root.getByRole('link').filter({ hasNotText: 'Mariam Lomidze' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
