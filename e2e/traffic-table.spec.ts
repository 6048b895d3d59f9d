import type { Page } from '@playwright/test';
import { parseCsv } from '../tests/support/parse-csv';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';

test.use(asRole('admin'));

// The traffic table: people × months with utilisation in words, filters in the address, a project's
// time per month edited in place and undone, and the CSV export. Q2 2025 is the seed's busy quarter.
const QUARTER = '/traffic/table-view?span=quarter&from=2025-04-01';

// Months already invoiced cannot be replanned (the API refuses, rightly): the edit is made next month.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const now = new Date();
const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
const NEXT_MONTH = `${MONTHS[nextMonth.getMonth()]} ${nextMonth.getFullYear()}`;
const NEXT_QUARTER = `/traffic/table-view?span=quarter&from=${nextMonth.getFullYear()}-${String(nextMonth.getMonth() + 1).padStart(2, '0')}-01`;

const gridOf = (page: Page) => page.getByRole('grid', { name: 'Traffic table' });

test('a department filter stays through a reload, the same view coming back', async ({ page }) => {
  await page.goto(QUARTER);
  const grid = gridOf(page);
  await expect(grid.getByRole('columnheader', { name: 'May 2025' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The department filter takes several: pick one, then close its menu.
  await page.getByRole('combobox', { name: 'Department' }).click();
  const option = page.getByRole('option').first();
  const department = ((await option.textContent()) ?? '').trim();
  await option.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page).toHaveURL(/[?&]department=\d+/);
  await expect(grid.getByRole('rowheader', { name: new RegExp(`^${department}`) }).first()).toBeVisible();

  await reloadWhenSettled(page);
  await expect(page).toHaveURL(/[?&]department=\d+/);
  await expect(page).toHaveURL(/[?&]span=quarter/);
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveText(department);
  await expect(page.getByRole('heading', { level: 2, name: 'Q2 2025' })).toBeVisible();
  await expect(
    gridOf(page)
      .getByRole('rowheader', { name: new RegExp(`^${department}`) })
      .first(),
  ).toBeVisible();
});

test('50 % for a person on a project next month, then undone', async ({ page }) => {
  await page.goto(`${NEXT_QUARTER}&group=none`);
  const grid = gridOf(page);
  await expect(grid.getByRole('columnheader', { name: NEXT_MONTH })).toBeVisible();

  // Open people until one shows a project line (confirmed or tentative).
  const projectLine = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /(Confirmed|Tentative)$/ }) })
    .first();
  const openers = grid.getByRole('button', { name: /^Show the allocations of / });
  for (let tries = 0; tries < 10 && (await projectLine.count()) === 0; tries += 1)
    await openers.first().click();
  await expect(projectLine).toBeVisible();
  await expect(grid.getByRole('button', { name: /^Hide the allocations of / }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousA11yViolations(page);

  const may = projectLine.getByRole('gridcell', { name: new RegExp(`^${NEXT_MONTH}: `) });
  const before = (await may.getAttribute('aria-label')) ?? '';
  await may.dblclick();
  const editor = grid.getByRole('textbox', { name: new RegExp(`${NEXT_MONTH}: time per day`) });
  await expect(editor).toBeFocused();
  await editor.fill('50');
  await editor.press('Enter');
  await expect(may).toHaveAttribute('aria-label', new RegExp(`^${NEXT_MONTH}: 4:00 · 50 %`));

  const undo = page.getByRole('button', { name: new RegExp(`^Undo .+ 50 % in ${NEXT_MONTH} for `) });
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(projectLine.getByRole('gridcell', { name: new RegExp(`^${NEXT_MONTH}: `) })).toHaveAttribute(
    'aria-label',
    before,
  );
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
});

test('the CSV export has a column per month and a row per person', async ({ page }) => {
  await page.goto(QUARTER);
  await expect(gridOf(page).getByRole('columnheader', { name: 'May 2025' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('traffic.csv');
  const text = Buffer.concat(await (await file.createReadStream()).toArray())
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const [header = [], ...rows] = parseCsv(text).filter((record) => record.some((cell) => cell !== ''));
  expect(header.slice(0, 3)).toEqual(['Person', 'Department', 'Position']);
  expect(header).toContain('May 2025 utilisation %');
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row[0]).not.toMatch(/^[=+\-@]/);
});

test('no one matches: the empty state offers to clear the filters', async ({ page }) => {
  await page.goto(`${QUARTER}&search=nobody-is-called-this`);
  await expect(page.getByText('No people match')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(gridOf(page)).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
});

test.describe('without the right to change projects', () => {
  test.use(asRole('sale'));

  test('the table is read only', async ({ page }) => {
    await page.goto(QUARTER);
    await expect(gridOf(page)).toBeVisible();
    await expect(
      page.getByText('Read only: you can see the plan, but not change allocations.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add allocation' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
