import type { Page } from '@playwright/test';
import { parseCsv } from '../tests/support/parse-csv';
import { asRole, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { ActiveRecruitmentPage, RejectedRecruitmentPage } from './pages/recruitment';
import { confirm } from './pages/widgets';

test.use(asRole('admin'));

// The rejected candidates: one rejected on the active page with a reason is found on the rejected
// page, restored to the stage they left, and the list exported as CSV that no spreadsheet runs.

async function rejectFirstActive(page: Page): Promise<{ name: string; reason: string }> {
  const active = new ActiveRecruitmentPage(page);
  await active.open();
  await active.table.waitForRows();
  const [name = ''] = await active.table.selectFirst(1);
  // A reason from the tenant's seeded list.
  const reason = 'Job already filled';
  await active.rejectSelected(reason);
  return { name, reason };
}

test('a candidate rejected with a reason is found on the rejected page and restored', async ({ page }) => {
  const { name, reason } = await rejectFirstActive(page);

  const rejected = new RejectedRecruitmentPage(page);
  await rejected.open();
  const table = rejected.table;
  await table.waitForRows();
  await expect(rejected.insightsHeading).toBeVisible();
  await expect(rejected.byReason).toContainText(reason);
  await expectNoSeriousA11yViolations(page);

  await rejected.search(name);
  await expect(table.row(name)).toBeVisible();
  await expect(rejected.row(name)).toContainText(reason);

  const dialog = await rejected.restore(name);
  await expect(dialog.getByRole('combobox', { name: 'Restore to stage' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.row(name)).toBeHidden();

  // Back among the active candidates.
  const active = new ActiveRecruitmentPage(page);
  await active.open();
  await active.search(name);
  await expect(active.table.row(name)).toBeVisible();
});

test('the CSV export holds the rejected list, its cells safe against formulas', async ({ page }) => {
  const rejected = new RejectedRecruitmentPage(page);
  await rejected.open();
  await rejected.table.waitForRows();
  const file = await rejected.exportCsv();
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
  const rejected = new RejectedRecruitmentPage(page);
  await rejected.open();
  const table = rejected.table;
  await table.waitForRows();
  await table.selectFirst(2);
  await table.bulkAction('Delete');
  await expect(page.getByRole('dialog', { name: 'Delete 2 candidates?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm(page, 'Delete 2 candidates?', 'Cancel');
});

test('a period with no rejections says so', async ({ page }) => {
  const rejected = new RejectedRecruitmentPage(page);
  await rejected.open('?from=1990-01-01&to=1990-01-31');
  await expect(rejected.emptyPeriod).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
