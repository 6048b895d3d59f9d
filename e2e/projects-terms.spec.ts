import type { Page } from '@playwright/test';
import { addDays, format, lastDayOfMonth } from 'date-fns';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { ProjectPage, ProjectReminders, ProjectTerms } from './pages/projects';

test.use(asRole('admin'));

// Project 1 always exists; its dates, people and currency follow the day the mock is seeded, so the
// spec reads them from the screen: the dialog says when the project runs, and the new terms take its
// first month from its second day (every seeded project runs at least three months; seeded terms start
// on a first, so no seeded term has the same dates).

const day = (date: Date) => format(date, 'd MMM yyyy');

// The overview's contract value in cents and its currency ("12,345.00 EUR") as the card shows it now.
async function shownContractValue(page: Page): Promise<{ cents: number; currency: string }> {
  const card = new ProjectPage(page, 1).keyFigure('Contract value');
  await expect(card).toContainText(/[\d,]+\.\d{2} [A-Z]{3}/);
  const match = /([\d,]+)\.(\d{2}) ([A-Z]{3})/.exec((await card.textContent()) ?? '');
  return {
    cents: Number(`${match?.[1]?.replaceAll(',', '')}${match?.[2]}`),
    currency: match?.[3] ?? '',
  };
}

// The same, read after opening the tab.
async function contractValue(page: Page): Promise<{ cents: number; currency: string }> {
  await new ProjectPage(page, 1).openTab('Overview');
  return shownContractValue(page);
}

test('terms: add two (one by percentage) with the forecast and skipped days, change a rate and see the overview move, delete one', async ({
  page,
}) => {
  // A whole life of terms, with the overview read twice: slow on a busy machine.
  test.slow();
  const project = new ProjectPage(page, 1);
  const terms = new ProjectTerms(page);
  await project.open('terms');
  await expect(terms.heading).toBeVisible();
  await expect(terms.currentTerms).toBeVisible();
  // Both lists shown, so a new term is found whether it has ended or not.
  await terms.showEndedTerms();
  await expect(terms.endedTermsHeading).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 1. By percentage: 50 % is 04:00 a day; the forecast is the working days × 04:00 × 40.00.
  const add = await terms.addTerm();
  const projectFirstDay = await add.projectStart();
  const start = addDays(projectFirstDay, 1);
  const end = lastDayOfMonth(projectFirstDay);
  const range = `${day(start)} – ${day(end)}`;
  const first = await add.choosePerson(0);
  await add.typeFrom(format(start, 'ddMMyyyy'));
  await add.typeTo(format(end, 'ddMMyyyy'));
  await add.share.fill('50');
  await expect(add.hoursADay).toHaveValue('04:00');
  await add.hourlyRate.fill('40');
  const forecast = add.forecast;
  await expect(forecast).toContainText(/\d+ working days · \d+:00 hours · [\d,]+\.00 /);
  const summary = (await forecast.textContent()) ?? '';
  const days = Number(/(\d+) working days/.exec(summary)?.[1]);
  expect(days).toBeGreaterThan(0);
  const value = (days * 4 * 40).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(forecast).toContainText(`${days} working days · ${days * 4}:00 hours · ${value} `);

  // Every skipped day says why: a month always has weekends.
  const skipped = await add.showSkippedDays();
  await expect(skipped.getByRole('listitem').filter({ hasText: 'Weekend' }).first()).toBeVisible();
  await expect(add.root).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await add.save();
  await expect(add.root).toBeHidden();
  await expect(terms.row(first, range)).toContainText('04:00');
  await expect(terms.row(first, range)).toContainText(value);

  // 2. By hours: 06:00 is 75 % of the day.
  const second = await terms.addTerm();
  const other = await second.choosePerson(1);
  await second.typeFrom(format(start, 'ddMMyyyy'));
  await second.typeTo(format(end, 'ddMMyyyy'));
  await second.hoursADay.fill('06:00');
  await expect(second.share).toHaveValue('75');
  await second.hourlyRate.fill('45');
  await expect(second.forecast).toContainText(`${days} working days · ${days * 6}:00 hours`);
  await second.save();
  await expect(second.root).toBeHidden();
  await expect(terms.row(other, range)).toContainText('45.00 ');

  // 3. A new rate: only the rate changes, it is stored, and the overview's contract value moves by
  // exactly the days × 06:00 × 5.00 it adds.
  const valueBefore = await contractValue(page);
  await project.openTab('Terms');
  await terms.showEndedTerms();
  const edit = await terms.edit(other, range);
  await expect(edit.hoursADay).toHaveValue('06:00');
  await edit.hourlyRate.fill('50');
  await edit.save();
  await expect(edit.root).toBeHidden();
  await expect(terms.row(other, range)).toContainText('50.00 ');
  // The tab may show the figures it had until their refetch answers: wait for the new ones.
  await project.openTab('Overview');
  await expect
    .poll(async () => (await shownContractValue(page)).cents - valueBefore.cents)
    .toBe(days * 6 * 500);
  expect((await shownContractValue(page)).currency).toBe(valueBefore.currency);
  await project.openTab('Terms');
  await terms.showEndedTerms();

  // 4. Delete the first: it asks first (no invoice refers to a new term).
  const confirm = await terms.delete(first, range);
  await expect(confirm).toContainText(`This deletes the term of ${first} (${range})`);
  await expect(confirm).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(terms.row(first, range)).toHaveCount(0);

  // Stored: after a reload the changed term is there with its new rate, the deleted one is not.
  await reloadWhenSettled(page);
  await terms.showEndedTerms();
  await expect(terms.row(other, range)).toContainText('50.00 ');
  await expect(terms.row(first, range)).toHaveCount(0);
});

test('reminders: grouped by when they are due, or "Nothing due"', async ({ page }) => {
  await new ProjectPage(page, 1).open('reminders');
  const reminders = new ProjectReminders(page);
  await expect(reminders.heading).toBeVisible();
  await expect(reminders.firstGroupOrNothingDue).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
