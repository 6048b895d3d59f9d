import JSZip from 'jszip';
import { asRole, expect, expectNoSeriousA11yViolations, test, waitForApiToSettle } from './fixtures';
import { parseCsv } from '../tests/support/parse-csv';
import { InvoicesPage } from './pages/invoices';
import { bytesOf } from './support/download';
import { FORMULA_LIKE_CLIENT } from '../src/mocks/db/seed-projects';

test.use(asRole('admin'));

// acme's project 1 is Atlas Platform (USD) with confirmed terms; the seed is relative to today, so
// last month (the wizard's default) has hours to bill.

test('create an invoice from hours and see it await approval; axe on each step', async ({ page }) => {
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Choose what the new invoice is made from' }).click();
  await page.getByRole('menuitem', { name: 'From hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice from hours' });
  await expect(dialog).toBeVisible();
  // Options read "<title> · <client>".
  await dialog.getByRole('combobox', { name: /^Project/ }).click();
  await page.getByRole('option', { name: /^Atlas Platform · / }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  // A month already invoiced is warned about; this test makes another knowingly.
  // The duplicate check answers after the project is chosen: wait for it before looking.
  await waitForApiToSettle(page);
  const anyway = dialog.getByRole('checkbox', { name: 'Create another invoice anyway' });
  if (await anyway.isVisible()) await anyway.check();

  await dialog.getByRole('button', { name: 'Next' }).click();
  const lines = dialog.getByRole('table', { name: 'Invoice lines' });
  await expect(lines).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('combobox', { name: 'VAT' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create invoice' }).click();

  await expect(page.getByText(/created: it awaits approval$/)).toBeVisible();
  await expect(page).toHaveURL(/\/invoices\?invoice=\d+$/);
  const drawer = page.getByRole('dialog').filter({ hasText: 'Atlas Platform' });
  await expect(drawer.getByText('Awaiting approval', { exact: true }).first()).toBeVisible();
});

test('download one PDF, several as a ZIP of PDFs, and the CSV with formulas neutralised', async ({
  page,
}) => {
  const grid = await new InvoicesPage(page).open();
  const [first] = await grid.selectFirst(1);

  const single = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await single;
  expect(pdf.suggestedFilename()).toBe(`invoice-${first}.pdf`);
  expect((await bytesOf(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

  await grid.clearSelection();
  const numbers = await grid.selectFirst(3);
  const several = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const zip = await several;
  expect(zip.suggestedFilename()).toBe('invoices.zip');
  const archive = await JSZip.loadAsync(await bytesOf(zip));
  const files = Object.keys(archive.files);
  expect(files).toHaveLength(numbers.length);
  for (const file of files) {
    expect((await archive.file(file)!.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');
  }

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('invoices.csv');
  const text = (await bytesOf(csv)).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(text);
  expect(header).toContain('number');
  expect(rows).toHaveLength(numbers.length);
  // No text cell may start a formula in a spreadsheet; numbers stay numbers.
  for (const row of rows) {
    for (const cell of row) {
      if (!/^-?\d+(\.\d+)?$/.test(cell)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  }

  // The seed's client "+Plus Partners" would be a formula in a spreadsheet: the file prefixes it.
  const clientGrid = await new InvoicesPage(page).open(
    `/invoices?q=${encodeURIComponent(FORMULA_LIKE_CLIENT)}`,
  );
  await clientGrid.selectFirst(1);
  const clientCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const [clientHeader, clientRow] = parseCsv(
    (await bytesOf(await clientCsv)).toString('utf8').replace(/^\uFEFF/, ''),
  );
  expect(clientRow?.[clientHeader!.indexOf('client')]).toBe(`'${FORMULA_LIKE_CLIENT}`);
});
