import { parseCsv } from '../tests/support/parse-csv';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { TrafficTablePage } from './pages/traffic';

test.use(asRole('admin'));

// The traffic table: people × months with utilisation in words, filters in the address, a project's
// time per month edited in place and undone, and the CSV export. Q2 2025 is the seed's busy quarter.
const QUARTER = '?span=quarter&from=2025-04-01';

// Months already invoiced cannot be replanned (the API refuses, rightly): the edit is made next month.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const now = new Date();
const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
const NEXT_MONTH = `${MONTHS[nextMonth.getMonth()]} ${nextMonth.getFullYear()}`;
const NEXT_QUARTER = `?span=quarter&from=${nextMonth.getFullYear()}-${String(nextMonth.getMonth() + 1).padStart(2, '0')}-01`;

test('a department filter stays through a reload, the same view coming back', async ({ page }) => {
  const traffic = new TrafficTablePage(page);
  await traffic.open(QUARTER);
  await expect(traffic.monthHeader('May 2025')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const department = await traffic.filterByFirstDepartment();
  await expect(page).toHaveURL(/[?&]department=\d+/);
  await expect(traffic.rowHeader(department)).toBeVisible();

  await reloadWhenSettled(page);
  await expect(page).toHaveURL(/[?&]department=\d+/);
  await expect(page).toHaveURL(/[?&]span=quarter/);
  await expect(traffic.departmentFilter).toHaveText(department);
  await expect(traffic.periodHeading('Q2 2025')).toBeVisible();
  await expect(traffic.rowHeader(department)).toBeVisible();
});

test('50 % for a person on a project next month, then undone', async ({ page }) => {
  const traffic = new TrafficTablePage(page);
  await traffic.open(`${NEXT_QUARTER}&group=none`);
  await expect(traffic.monthHeader(NEXT_MONTH)).toBeVisible();

  // Open people until one shows a project line (confirmed or tentative).
  await traffic.showAProjectLine();
  await expect(traffic.projectLine).toBeVisible();
  await expect(traffic.hideAllocationsButton).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);

  const month = traffic.monthCell(traffic.projectLine, NEXT_MONTH);
  const before = (await month.getAttribute('aria-label')) ?? '';
  const editor = await traffic.editCell(month, NEXT_MONTH);
  await expect(editor).toBeFocused();
  await editor.fill('50');
  await editor.press('Enter');
  await expect(month).toHaveAttribute('aria-label', new RegExp(`^${NEXT_MONTH}: 4:00 · 50 %`));

  const undo = traffic.undoButton(new RegExp(`^Undo .+ 50 % in ${NEXT_MONTH} for `));
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(traffic.monthCell(traffic.projectLine, NEXT_MONTH)).toHaveAttribute('aria-label', before);
  await expect(traffic.redoButton).toBeEnabled();
});

test('the CSV export has a column per month and a row per person', async ({ page }) => {
  const traffic = new TrafficTablePage(page);
  await traffic.open(QUARTER);
  await expect(traffic.monthHeader('May 2025')).toBeVisible();
  const file = await traffic.exportCsv();
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
  const traffic = new TrafficTablePage(page);
  await traffic.open(`${QUARTER}&search=nobody-is-called-this`);
  await expect(traffic.emptyState).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await traffic.clearFilters();
  await expect(traffic.grid).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
});

test.describe('without the right to change projects', () => {
  test.use(asRole('sale'));

  test('the table is read only', async ({ page }) => {
    const traffic = new TrafficTablePage(page);
    await traffic.open(QUARTER);
    await expect(traffic.grid).toBeVisible();
    await expect(traffic.readOnlyNote).toBeVisible();
    await expect(traffic.addAllocationButton).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
