import JSZip from 'jszip';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { DirectoryPage } from './pages/directory';

test.use(asRole('admin'));

test('filter by search and position, keep it in the link, save it, and apply it again', async ({ page }) => {
  const directory = new DirectoryPage(page);
  await directory.goto();
  await directory.search('engineer');
  await expect(page).toHaveURL(/q=engineer/);
  await expect.poll(() => directory.rowCount()).toBeLessThan(await directory.totalCount());
  const filtered = await directory.rowCount();
  expect(filtered).toBeGreaterThan(0);

  await reloadWhenSettled(page);
  await expect(directory.searchBox).toHaveValue('engineer');
  await expect.poll(() => directory.rowCount()).toBe(filtered);

  await page.getByRole('button', { name: 'Saved filters' }).click();
  await page.getByRole('button', { name: 'Save current filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save filter' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Developers');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Filter “Developers” saved')).toBeVisible();

  await page.goto('/employees');
  await expect(directory.searchBox).toHaveValue('');
  await page.getByRole('button', { name: 'Saved filters' }).click();
  await page
    .getByRole('list', { name: 'Saved filter list' })
    .getByRole('button', { name: /^Developers/ })
    .click();
  await expect(page).toHaveURL(/q=engineer/);
  await expect.poll(() => directory.rowCount()).toBe(filtered);
});

test('a figure filters the table to its availability; sort and selection work as on every table', async ({
  page,
}) => {
  const directory = new DirectoryPage(page);
  await directory.goto();
  const available = await directory.figureCount('Available');
  expect(available).toBeGreaterThan(1);
  await directory.figure('Available').click();
  await expect(page).toHaveURL(/availability=Available/);
  await expect.poll(() => directory.rowCount()).toBe(available);
  await expect(directory.figure('Available')).toHaveAttribute('aria-current', 'true');

  await directory.grid.sortBy('Name');
  await expect(page).toHaveURL(/sort=name%3Adesc|sort=name:desc/);
  // The link changes first; the table follows on its next render.
  await expect.poll(() => directory.grid.sortOf('Name')).toBe('descending');
  await expect
    .poll(async () => {
      const names = await directory.grid.rowNames();
      return names.length > 0 && names.join('|') === [...names].sort((a, b) => b.localeCompare(a)).join('|');
    })
    .toBe(true);

  await directory.grid.selectAllBox().check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk.getByRole('status')).toContainText(`${available} people selected`);
  await bulk.getByRole('button', { name: 'Clear selection' }).click();
  await expect(directory.grid.selectAllBox()).not.toBeChecked();

  // The applied figure takes its filter off again.
  await directory.figure('Available').click();
  await expect(page).not.toHaveURL(/availability=/);
  await expect.poll(() => directory.rowCount()).toBeGreaterThan(available);
});

test('archive two people, find them under Archived, and activate them again', async ({ page }) => {
  const directory = new DirectoryPage(page);
  await directory.goto();
  const names = await directory.selectFirst(2);
  await directory.bulkAction('Archive');
  await page
    .getByRole('dialog', { name: 'Archive 2 people?' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(page.getByText('2 people archived')).toBeVisible();
  for (const name of names) await expect(directory.row(name)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/status=archived/);
  // Few people are archived, so both rows are on screen without searching.
  for (const name of names) await directory.row(name).check();
  await directory.bulkAction('Activate');
  await page
    .getByRole('dialog', { name: 'Activate 2 people?' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByText('2 people activated')).toBeVisible();

  await page.getByRole('tab', { name: 'Active' }).click();
  await directory.search('');
  for (const name of names) {
    await directory.search(name);
    await expect(directory.row(name)).toHaveCount(1);
  }
});

test('generate CVs: one gives a PDF named after the CV, several give CVs.zip of PDFs', async ({ page }) => {
  const directory = new DirectoryPage(page);
  await directory.goto();
  const [first] = await directory.selectFirst(1);
  const single = page.waitForEvent('download');
  await directory.bulkAction('Generate CV');
  const pdf = await single;
  expect(pdf.suggestedFilename()).toMatch(first ? new RegExp(`${first}.*\\.pdf$`) : /\.pdf$/);
  const pdfBytes = await (await pdf.createReadStream()).toArray();
  expect(Buffer.concat(pdfBytes).subarray(0, 5).toString()).toBe('%PDF-');

  await directory.table
    .getByRole('checkbox', { name: /^Select (?!all)/ })
    .nth(1)
    .check();
  await directory.table
    .getByRole('checkbox', { name: /^Select (?!all)/ })
    .nth(2)
    .check();
  const several = page.waitForEvent('download');
  await directory.bulkAction('Generate CVs');
  const zip = await several;
  expect(zip.suggestedFilename()).toBe('CVs.zip');
  const archive = await JSZip.loadAsync(Buffer.concat(await (await zip.createReadStream()).toArray()));
  const files = Object.keys(archive.files);
  expect(files).toHaveLength(3);
  for (const file of files) {
    expect(file).toMatch(/\.pdf$/);
    expect((await archive.file(file)!.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('axe finds no serious violation on the directory, with a selection and a dialog open', async ({
  page,
}) => {
  const directory = new DirectoryPage(page);
  await directory.goto();
  await expectNoSeriousA11yViolations(page);
  await directory.selectFirst(1);
  await expectNoSeriousA11yViolations(page);
  await directory.table
    .getByRole('button', { name: /^Set availability of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Availability of / });
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
});
