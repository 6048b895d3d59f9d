import type { Download, Page } from '@playwright/test';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { parseCsv } from '../tests/support/parse-csv';
import { ReportPage } from './pages/reports';
import { choose } from './pages/widgets';

test.use(asRole('admin'));

// The seed is relative to today: this year has ended months with invoices and open months with the
// forecast only. acme's project 1 is Atlas Platform (USD).
const YEAR = new Date().getFullYear();
const KINDS = [
  { kind: 'income', grid: 'Income by period', group: 'Clients' },
  { kind: 'profitability', grid: 'Profitability by period', group: 'Clients' },
  { kind: 'salary', grid: 'Salaries by period', group: null },
] as const;

const bytesOf = async (download: Download) =>
  Buffer.concat(await (await download.createReadStream()).toArray());

const grid = (page: Page, name: string) => new ReportPage(page, YEAR).grid(name);

async function expectView(page: Page, name: string, group: string | null) {
  await expect(grid(page, name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quarters' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveText('Converted to EUR (≈)');
  if (group) await expect(page.getByRole('combobox', { name: 'Rows' })).toHaveText(group);
  await expect(page.getByRole('columnheader', { name: /^Q1/ }).first()).toBeVisible();
  await expect(page.getByText(/^≈ Converted into EUR at the rates of /)).toBeVisible();
}

for (const { kind, grid: name, group } of KINDS) {
  test(`the ${kind} report opens from a pasted address as it was left; axe on the screen and its charts`, async ({
    page,
  }) => {
    const groupQuery = group ? '&group=client' : '';
    await page.goto(`/reports/${kind}?year=${YEAR}&view=quarter&cur=EUR${groupQuery}`);
    await expectView(page, name, group);
    await expect(new ReportPage(page).waterfall()).toBeVisible();
    await expect(new ReportPage(page).periods()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await reloadWhenSettled(page);
    await expectView(page, name, group);

    // Each chart's table twin, shown on request.
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect(new ReportPage(page).waterfall('table')).toBeVisible();
    await expect(new ReportPage(page).periods('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('switch to quarters and to a converted currency; the address follows', async ({ page }) => {
  await page.goto(`/reports/income?year=${YEAR}`);
  await expect(grid(page, 'Income by period')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^Jan/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Quarters' }).click();
  await expect(page).toHaveURL(/[?&]view=quarter/);
  await expect(page.getByRole('columnheader', { name: /^Q4/ }).first()).toBeVisible();

  await choose(page, 'Currency', 'Converted to GEL (≈)');
  await expect(page).toHaveURL(/[?&]cur=GEL/);
  await expect(
    page.getByText(/^≈ Converted into GEL at the rates of .*: 1 USD = \d+\.\d{4} GEL/),
  ).toBeVisible();
  const atlas = grid(page, 'Income by period').getByRole('row').filter({ hasText: 'Atlas Platform' });
  await expect(atlas.getByText(/^≈ .* GEL$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('expand a row to its invoices and open one in its drawer', async ({ page }) => {
  await page.goto(`/reports/income?year=${YEAR}&view=quarter`);
  const show = page.getByRole('button', { name: 'Show the invoices of Atlas Platform' });
  await show.click();
  await expect(page).toHaveURL(/[?&]sel=1(&|$)/);
  await expect(page.getByRole('button', { name: 'Hide the invoices of Atlas Platform' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const detail = page.getByRole('region', { name: 'Atlas Platform', exact: true });
  const invoices = detail.getByRole('region', { name: `Invoices of ${YEAR}`, exact: true });
  await expect(invoices).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A pasted address opens the row expanded.
  await reloadWhenSettled(page);
  await expect(invoices).toBeVisible();

  const link = invoices.getByRole('link').first();
  const number = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/invoices\?invoice=\d+$/);
  await expect(page.getByRole('dialog').filter({ hasText: number })).toBeVisible();
});

test('export the CSV: a line per row and currency, numbers as numbers, no cell a formula', async ({
  page,
}) => {
  await page.goto(`/reports/income?year=${YEAR}&view=quarter`);
  await expect(grid(page, 'Income by period')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe(`income-report-${YEAR}.csv`);
  const [header, ...lines] = parseCsv((await bytesOf(csv)).toString('utf8').replace(/^\uFEFF/, ''));
  expect(header?.slice(0, 6)).toEqual([
    'Group',
    'Title',
    'Currency',
    'Q1 forecast',
    'Q1 actual',
    'Q1 difference',
  ]);
  const atlas = lines.find((cells) => cells[1] === 'Atlas Platform');
  expect(atlas?.[2]).toBe('USD');
  expect(atlas?.[header!.indexOf('Year forecast')]).toMatch(/^-?\d+(\.\d+)?$/);
  expect(lines.some((cells) => cells[1] === 'Total')).toBe(true);
  for (const cells of lines)
    for (const cell of cells) if (!/^-?\d+(\.\d+)?$/.test(cell)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
});
