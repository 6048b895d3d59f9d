import type { Locator, Page } from '@playwright/test';
import { addDays, format, lastDayOfMonth, parse } from 'date-fns';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { typeDate } from './pages/widgets';

test.use(asRole('admin'));

// Project 1 always exists; its dates, people and currency follow the day the mock is seeded, so the
// spec reads them from the screen: the dialog says when the project runs, and the new terms take its
// first month from its second day (every seeded project runs at least three months; seeded terms start
// on a first, so no seeded term has the same dates).

const day = (date: Date) => format(date, 'd MMM yyyy');

// "The project runs 1 Feb 2025 – 28 Feb 2026." or "The project runs from 1 Feb 2025."
async function projectStart(dialog: Locator): Promise<Date> {
  const text = (await dialog.getByText(/^The project runs/).textContent()) ?? '';
  const match = /The project runs (?:from )?(\d{1,2} \w{3} \d{4})/.exec(text);
  expect(match).not.toBeNull();
  return parse(match?.[1] ?? '', 'd MMM yyyy', new Date());
}

// The n-th person the picker offers (0 the first): their name, once chosen.
async function choosePerson(page: Page, dialog: Locator, index: number): Promise<string> {
  await dialog.getByRole('combobox', { name: /^Person/ }).click();
  const option = page.getByRole('option').nth(index);
  await expect(option).toBeVisible();
  const name = (await option.textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await option.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  return name;
}

// A term's row, wherever it is listed (current or ended terms).
const termRow = (page: Page, name: string, range: string) =>
  page.getByRole('row').filter({ hasText: name }).filter({ hasText: range });

// The overview's contract value in cents and its currency ("12,345.00 EUR") as the card shows it now.
async function shownContractValue(page: Page): Promise<{ cents: number; currency: string }> {
  const card = page
    .getByRole('list', { name: 'Key figures' })
    .getByRole('listitem')
    .filter({ hasText: /^Contract value/ });
  await expect(card).toContainText(/[\d,]+\.\d{2} [A-Z]{3}/);
  const match = /([\d,]+)\.(\d{2}) ([A-Z]{3})/.exec((await card.textContent()) ?? '');
  return {
    cents: Number(`${match?.[1]?.replaceAll(',', '')}${match?.[2]}`),
    currency: match?.[3] ?? '',
  };
}

// The same, read after opening the tab.
async function contractValue(page: Page): Promise<{ cents: number; currency: string }> {
  await page.getByRole('tab', { name: 'Overview' }).click();
  return shownContractValue(page);
}

test('terms: add two (one by percentage) with the forecast and skipped days, change a rate and see the overview move, delete one', async ({
  page,
}) => {
  // A whole life of terms, with the overview read twice: slow on a busy machine.
  test.slow();
  await page.goto('/projects/1/terms');
  await expect(page.getByRole('heading', { level: 2, name: 'Terms' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Current terms' }).or(page.getByText('No current terms')),
  ).toBeVisible();
  // Both lists shown, so a new term is found whether it has ended or not.
  await page.getByRole('switch', { name: 'Show ended terms' }).check();
  await expect(page.getByRole('heading', { level: 3, name: 'Ended terms' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 1. By percentage: 50 % is 04:00 a day; the forecast is the working days × 04:00 × 40.00.
  await page.getByRole('button', { name: 'Add a term' }).click();
  const add = page.getByRole('dialog', { name: 'Add a term' });
  const projectFirstDay = await projectStart(add);
  const start = addDays(projectFirstDay, 1);
  const end = lastDayOfMonth(projectFirstDay);
  const range = `${day(start)} – ${day(end)}`;
  const first = await choosePerson(page, add, 0);
  await typeDate(add, /^From/, format(start, 'ddMMyyyy'));
  await typeDate(add, /^To/, format(end, 'ddMMyyyy'));
  await add.getByLabel(/^Share of an 8-hour day/).fill('50');
  await expect(add.getByLabel(/^Hours a day/)).toHaveValue('04:00');
  await add.getByLabel(/^Hourly rate/).fill('40');
  const forecast = add.getByRole('region', { name: 'Forecast for these dates' });
  await expect(forecast).toContainText(/\d+ working days · \d+:00 hours · [\d,]+\.00 /);
  const summary = (await forecast.textContent()) ?? '';
  const days = Number(/(\d+) working days/.exec(summary)?.[1]);
  expect(days).toBeGreaterThan(0);
  const value = (days * 4 * 40).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(forecast).toContainText(`${days} working days · ${days * 4}:00 hours · ${value} `);

  // Every skipped day says why: a month always has weekends.
  await forecast.getByRole('button', { name: /^Show the \d+ skipped days?$/ }).click();
  const skipped = forecast.getByRole('list', { name: 'Skipped days' });
  await expect(skipped.getByRole('listitem').filter({ hasText: 'Weekend' }).first()).toBeVisible();
  await expect(add).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(termRow(page, first, range)).toContainText('04:00');
  await expect(termRow(page, first, range)).toContainText(value);

  // 2. By hours: 06:00 is 75 % of the day.
  await page.getByRole('button', { name: 'Add a term' }).click();
  const second = page.getByRole('dialog', { name: 'Add a term' });
  const other = await choosePerson(page, second, 1);
  await typeDate(second, /^From/, format(start, 'ddMMyyyy'));
  await typeDate(second, /^To/, format(end, 'ddMMyyyy'));
  await second.getByLabel(/^Hours a day/).fill('06:00');
  await expect(second.getByLabel(/^Share of an 8-hour day/)).toHaveValue('75');
  await second.getByLabel(/^Hourly rate/).fill('45');
  await expect(second.getByRole('region', { name: 'Forecast for these dates' })).toContainText(
    `${days} working days · ${days * 6}:00 hours`,
  );
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second).toBeHidden();
  await expect(termRow(page, other, range)).toContainText('45.00 ');

  // 3. A new rate: only the rate changes, it is stored, and the overview's contract value moves by
  // exactly the days × 06:00 × 5.00 it adds.
  const valueBefore = await contractValue(page);
  await page.getByRole('tab', { name: 'Terms' }).click();
  await page.getByRole('switch', { name: 'Show ended terms' }).check();
  await page.getByRole('button', { name: `Edit ${other}, ${range}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit the term of ${other}` });
  await expect(edit.getByLabel(/^Hours a day/)).toHaveValue('06:00');
  await edit.getByLabel(/^Hourly rate/).fill('50');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(termRow(page, other, range)).toContainText('50.00 ');
  // The tab may show the figures it had until their refetch answers: wait for the new ones.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect
    .poll(async () => (await shownContractValue(page)).cents - valueBefore.cents)
    .toBe(days * 6 * 500);
  expect((await shownContractValue(page)).currency).toBe(valueBefore.currency);
  await page.getByRole('tab', { name: 'Terms' }).click();
  await page.getByRole('switch', { name: 'Show ended terms' }).check();

  // 4. Delete the first: it asks first (no invoice refers to a new term).
  await page.getByRole('button', { name: `Delete ${first}, ${range}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this term?' });
  await expect(confirm).toContainText(`This deletes the term of ${first} (${range})`);
  await expect(confirm).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(termRow(page, first, range)).toHaveCount(0);

  // Stored: after a reload the changed term is there with its new rate, the deleted one is not.
  await reloadWhenSettled(page);
  await page.getByRole('switch', { name: 'Show ended terms' }).check();
  await expect(termRow(page, other, range)).toContainText('50.00 ');
  await expect(termRow(page, first, range)).toHaveCount(0);
});

test('reminders: grouped by when they are due, or "Nothing due"', async ({ page }) => {
  await page.goto('/projects/1/reminders');
  await expect(page.getByRole('heading', { level: 2, name: 'Reminders' })).toBeVisible();
  await expect(
    page
      .getByRole('heading', { level: 3, name: /^(Overdue|This week|Later) \(\d+\)$/ })
      .first()
      .or(page.getByText('Nothing due')),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
