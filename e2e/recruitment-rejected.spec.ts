import type { Page } from '@playwright/test';
import { parseCsv } from '../tests/support/parse-csv';
import { asRole, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DataTableObject } from './pages/data-table';
import { choose, confirm } from './pages/widgets';

test.use(asRole('admin'));

// The rejected candidates: one rejected on the active page with a reason is found on the rejected
// page, restored to the stage they left, and the list exported as CSV that no spreadsheet runs.
const ACTIVE = '/admin/recruitment/active';
const REJECTED = '/admin/recruitment/rejected';

const rejectedTable = (page: Page) => new DataTableObject(page, 'Rejected candidates');

async function rejectFirstActive(page: Page): Promise<{ name: string; reason: string }> {
  await page.goto(ACTIVE);
  const table = new DataTableObject(page, 'Active candidates');
  await table.waitForRows();
  const [name = ''] = await table.selectFirst(1);
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Reject…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject' });
  // A reason from the tenant's seeded list.
  const reason = 'Job already filled';
  await choose(dialog, 'Reason', reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  return { name, reason };
}

test('a candidate rejected with a reason is found on the rejected page and restored', async ({ page }) => {
  const { name, reason } = await rejectFirstActive(page);

  await page.goto(REJECTED);
  const table = rejectedTable(page);
  await table.waitForRows();
  await expect(page.getByRole('heading', { name: 'Why and where candidates leave' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'By reason' })).toContainText(reason);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('search', { name: 'Filter rejected candidates' }).getByRole('searchbox').fill(name);
  await expect(table.row(name)).toBeVisible();
  const row = table.root
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${name}` }) });
  await expect(row).toContainText(reason);

  await row.getByRole('button', { name: `Restore ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Restore ${name}?` });
  await expect(dialog.getByRole('combobox', { name: 'Restore to stage' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.row(name)).toBeHidden();

  // Back among the active candidates.
  await page.goto(ACTIVE);
  await page.getByRole('search', { name: 'Filter candidates' }).getByRole('searchbox').fill(name);
  await expect(new DataTableObject(page, 'Active candidates').row(name)).toBeVisible();
});

test('the CSV export holds the rejected list, its cells safe against formulas', async ({ page }) => {
  await page.goto(REJECTED);
  await rejectedTable(page).waitForRows();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = Buffer.concat(await (await file.createReadStream()).toArray())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const [header = [], ...rows] = parseCsv(text).filter((record) => record.some((cell) => cell !== ''));
  expect(header.length).toBeGreaterThan(1);
  expect(rows.length).toBeGreaterThan(0);
  // A cell starting with = + - @ (a number aside) would run as a formula.
  for (const cell of rows.flat()) if (!/^-?\d/.test(cell)) expect(cell).not.toMatch(/^[=+\-@]/);
});

test('deleting asks first and names how many', async ({ page }) => {
  await page.goto(REJECTED);
  const table = rejectedTable(page);
  await table.waitForRows();
  await table.selectFirst(2);
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete 2 candidates?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm(page, 'Delete 2 candidates?', 'Cancel');
});

test('a period with no rejections says so', async ({ page }) => {
  await page.goto(`${REJECTED}?from=1990-01-01&to=1990-01-31`);
  await expect(page.getByText('No rejections in this period', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
