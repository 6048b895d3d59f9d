import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { BudgetPage } from './pages/budget';
import { confirm } from './pages/widgets';
import { bytesOf } from './support/download';
import { parseCsv } from '../tests/support/parse-csv';

test.use(asRole('admin'));

// The mock seeds last year and this year; next year has no budget.
const thisYear = new Date().getFullYear();

test('a typed budget cell is saved with Enter and still there after a reload; Undo puts it back', async ({
  page,
}) => {
  await new BudgetPage(page).open();
  await expectNoSeriousA11yViolations(page);
  await new BudgetPage(page).cell('March').click();
  const input = page.getByRole('textbox', { name: /^Budget, .*, March$/ });
  await input.fill('7 200,50');
  await input.press('Enter');
  await expect(page.getByRole('button', { name: /^Budget, .*, March: 7,200\.50 / }).first()).toBeVisible();

  await reloadWhenSettled(page);
  await expect(page.getByRole('button', { name: /^Budget, .*, March: 7,200\.50 / }).first()).toBeVisible();

  await new BudgetPage(page).cell('April').click();
  await page.getByRole('textbox', { name: /^Budget, .*, April$/ }).fill('10');
  await page.getByRole('textbox', { name: /^Budget, .*, April$/ }).press('Enter');
  await expect(page.getByRole('button', { name: /^Budget, .*, April: 10\.00 / }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: /^Budget, .*, April: 10\.00 / })).toHaveCount(0);
});

test('a yearly amount spread evenly gives each month its twelfth, after a preview', async ({ page }) => {
  await new BudgetPage(page).open();
  await new BudgetPage(page).cell('January').click();
  await page.getByRole('textbox', { name: /^Budget, .*, January$/ }).press('Escape');
  await page.getByRole('button', { name: 'Spread a yearly amount' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spread a yearly amount' });
  await dialog.getByRole('textbox', { name: new RegExp(`^Yearly amount ${thisYear}`) }).fill('120000');
  await dialog.getByRole('radio', { name: 'Evenly' }).check();
  await expect(dialog.getByRole('table', { name: 'Preview of the months' })).toContainText('10,000.00');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Spread' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Budget, .*, January: 10,000\.00 / }).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Budget, .*, December: 10,000\.00 / }).first(),
  ).toBeVisible();
});

test('revising locks the version: the copy is the draft, the original is read-only', async ({ page }) => {
  await new BudgetPage(page).open();
  await page.getByRole('button', { name: 'Revise' }).click();
  await expectNoSeriousA11yViolations(page);
  await confirm(page, 'Revise Original?', 'Revise');
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveText('Rev 1 (draft)');

  await page.getByRole('combobox', { name: 'Version' }).click();
  await page.getByRole('option', { name: 'Original (locked)' }).click();
  await expect(page.getByText('Original is locked and read-only.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Budget, / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Revise' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test('the cumulative chart has its sentence and its table twin; the budget exports as a CSV', async ({
  page,
}) => {
  await page.goto('/budget?view=quarter');
  await expect(page.getByRole('table', { name: `Budget ${thisYear}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^budget-${thisYear}-[a-z0-9-]+\\.csv$`));
  const [header, ...rows] = parseCsv((await bytesOf(csv)).toString('utf8').replace(/^\uFEFF/, ''));
  expect(header?.slice(0, 6)).toEqual(['Row', 'Under', 'Currency', 'Q1 budget', 'Q1 forecast', 'Q1 actual']);
  expect(rows.some((row) => /^Net \(/.test(row[0] ?? ''))).toBe(true);

  await new BudgetPage(page).open();
  // The chart sits below the grid and draws once the reader scrolls towards it.
  await page.getByRole('heading', { name: /^Cumulative income in / }).scrollIntoViewIfNeeded();
  const chart = page.getByRole('figure', { name: /^Cumulative income in / });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/forecast reaches \d+ % of budget by December\./);
  await expect(page.getByText(/forecast reaches \d+ % of budget by December\./)).toBeVisible();
  await page.getByRole('button', { name: 'Show the numbers' }).click();
  await expect(page.getByRole('table', { name: /^Cumulative income in .*, by month$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a year without a budget offers to create it from the forecast, last year or empty', async ({
  page,
}) => {
  await page.goto(`/budget?year=${thisYear + 1}`);
  await expect(page.getByText(`No budget for ${thisYear + 1} yet`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: new RegExp(`^From ${thisYear} plus`) }).click();
  await expect(page.getByRole('table', { name: `Budget ${thisYear + 1}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveText('Original (draft)');
});
