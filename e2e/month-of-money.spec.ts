import type { Download, Page } from '@playwright/test';
import { format, subMonths } from 'date-fns';
import { invoicesOfMonthHref } from '../src/lib/invoice-list';
import { parseCsv } from '../tests/support/parse-csv';
import { asRole, expect, test, waitForApiToSettle } from './fixtures';
import { DataTableObject } from './pages/data-table';
import { ProjectPage } from './pages/projects';

test.use(asRole('admin'));

// Issue 29: figures agree across screens. A month's money, invoiced, approved and paid, shows the same
// amount wherever it is counted (docs/api.md): the invoice list (its total), the project's key figures
// (Invoiced: net of VAT; Paid: VAT included), the income report's actual and the budget's actual for
// the project's row (net of VAT, in the month of the service period). The seed is relative to today:
// last month (the wizard's default) has ended and has hours to bill. acme's project 1 is Atlas Platform.
const PROJECT = { id: 1, title: 'Atlas Platform' };
const month = subMonths(new Date(), 1);
const MONTH = { key: format(month, 'yyyy-MM'), name: format(month, 'MMMM'), year: month.getFullYear() };

// "USD 1,234.56", "$-1,234.56", "1234.5" → cents.
function centsOf(text: string): number {
  const match = /-?[\d,]+(?:\.\d+)?/.exec(text.replace(/\u2212/g, '-'));
  if (!match) throw new Error(`No amount in "${text}"`);
  return Math.round(Number(match[0].replace(/,/g, '')) * 100);
}

const bytesOf = async (download: Download) =>
  Buffer.concat(await (await download.createReadStream()).toArray());

async function csvOf(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  return parseCsv((await bytesOf(await download)).toString('utf8').replace(/^\uFEFF/, ''));
}

// A CSV cell by its row's first cells and its column's header; 0 for an empty cell (no actual yet).
function cellOf(table: string[][], columnName: string, rowMatch: (row: string[]) => boolean): number {
  const [header = [], ...rows] = table;
  const column = header.indexOf(columnName);
  const row = rows.find(rowMatch);
  if (column < 0 || !row)
    throw new Error(
      `No "${columnName}" (${column}) or no row among: ${rows.map((r) => r.slice(0, 3).join(' | ')).join('; ')}`,
    );
  return row[column] ? centsOf(row[column]) : 0;
}

async function keyFigure(project: ProjectPage, label: string): Promise<number> {
  const item = project.keyFigure(label);
  await expect(item).not.toHaveText(new RegExp(`^${label}$`));
  const [, value = ''] = (await item.innerText()).split('\n').map((line) => line.trim());
  return centsOf(value);
}

async function projectFigures(page: Page) {
  const project = new ProjectPage(page, PROJECT.id);
  await project.open('dashboard');
  await waitForApiToSettle(page);
  return { invoiced: await keyFigure(project, 'Invoiced'), paid: await keyFigure(project, 'Paid') };
}

async function incomeActual(page: Page): Promise<number> {
  await page.goto(`/reports/income?year=${MONTH.year}&view=month&cur=native&group=project`);
  await expect(
    page.getByRole('table', { name: `Income by period, ${MONTH.year}`, exact: true }),
  ).toBeVisible();
  await waitForApiToSettle(page);
  return cellOf(await csvOf(page), `${MONTH.name} actual`, (row) => row.includes(PROJECT.title));
}

async function budgetActual(page: Page): Promise<number> {
  await page.goto(`/budget?year=${MONTH.year}`);
  await expect(page.getByRole('table', { name: `Budget ${MONTH.year}` })).toBeVisible();
  await waitForApiToSettle(page);
  // A project's row is titled with its client: "Atlas Platform (Client)".
  return cellOf(
    await csvOf(page),
    `${MONTH.name} actual`,
    (row) => row[0] === PROJECT.title || (row[0] ?? '').startsWith(`${PROJECT.title} (`),
  );
}

async function bulk(page: Page, grid: DataTableObject, number: string, action: string, title: string) {
  await grid.row(number).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toContainText('1 done');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('a month invoiced from hours, approved and paid shows the same amount on every screen that counts it', async ({
  page,
}) => {
  test.slow();
  const before = {
    project: await projectFigures(page),
    income: await incomeActual(page),
    budget: await budgetActual(page),
  };

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Choose what the new invoice is made from' }).click();
  await page.getByRole('menuitem', { name: 'From hours' }).click();
  const wizard = page.getByRole('dialog', { name: 'New invoice from hours' });
  await wizard.getByRole('combobox', { name: /^Project/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${PROJECT.title} · `) }).click();
  // The duplicate check answers after the project is chosen: wait for it before looking.
  await waitForApiToSettle(page);
  const anyway = wizard.getByRole('checkbox', { name: 'Create another invoice anyway' });
  if (await anyway.isVisible()) await anyway.check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('table', { name: 'Invoice lines' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\?invoice=\d+$/);

  const drawer = page.getByRole('dialog').filter({ hasText: PROJECT.title });
  const number = (await drawer.getByRole('heading', { level: 2 }).first().innerText()).trim();
  const lines = drawer.getByRole('table', { name: 'Invoice lines' });
  const net = centsOf(
    await lines.getByRole('row').filter({ hasText: /^Net/ }).getByRole('cell').last().innerText(),
  );
  const total = centsOf(
    await lines
      .getByRole('row')
      .filter({ hasText: /^Total/ })
      .getByRole('cell')
      .last()
      .innerText(),
  );
  expect(net).toBeGreaterThan(0);
  await drawer.getByRole('button', { name: 'Close invoice' }).click();

  // The list of that project and month (the link the project's alerts give) holds it with its total.
  await page.goto(invoicesOfMonthHref(PROJECT.id, MONTH.key));
  const grid = new DataTableObject(page, 'Invoices');
  await expect(grid.row(number)).toBeVisible();
  const row = grid.root
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${number}` }) });
  await bulk(page, grid, number, 'Approve', 'Approve invoices');
  await bulk(page, grid, number, 'Mark paid', 'Mark invoices paid');
  await expect(row).toContainText('Approved');
  const rowText = await row.innerText();
  expect(rowText.split(/\s*\n\s*|\t/)).toContain('Paid');
  expect(rowText.replace(/,/g, '')).toContain((total / 100).toFixed(2));

  const after = {
    project: await projectFigures(page),
    income: await incomeActual(page),
    budget: await budgetActual(page),
  };
  expect(after.project.invoiced - before.project.invoiced, 'the project’s Invoiced (net)').toBe(net);
  expect(after.project.paid - before.project.paid, 'the project’s Paid (VAT included)').toBe(total);
  expect(after.income - before.income, `the income report’s ${MONTH.name} actual`).toBe(net);
  expect(after.budget - before.budget, `the budget’s ${MONTH.name} actual for ${PROJECT.title}`).toBe(net);
});
