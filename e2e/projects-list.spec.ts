import { asRole, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DataTableObject } from './pages/data-table';
import { choose, typeDate } from './pages/widgets';

test.use(asRole('admin'));

// A small but real PDF.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const TITLE = 'Orbit Platform';

test('create a project through the form, warned about a title already taken, and find it in the list', async ({
  page,
}) => {
  await page.goto('/projects');
  const grid = new DataTableObject(page, 'Projects');
  await expect(grid.root.getByRole('link').first()).toBeVisible();
  await page.getByRole('link', { name: 'New project' }).click();

  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New project' });
  const title = form.getByLabel(/^Title/);
  await title.fill('atlas platform');
  await expect(form.getByText('“Atlas Platform” is already a project: choose another title.')).toBeVisible();
  await title.fill(TITLE);
  await expect(form.getByText(/is already a project/)).toBeHidden();
  await form.getByRole('combobox', { name: 'Client' }).fill('Bank of Batumi');
  await choose(form, /^Status/, 'Active');
  await typeDate(form, /^Start date/, '01062025');
  await form.getByLabel('Description').fill('A new ledger for card payments.');
  await form
    .getByLabel('Contract', { exact: true })
    .setInputFiles({ name: 'Contract.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByText(/^Contract\.pdf ·/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByText('Project created')).toBeVisible();

  await page.goto('/projects?search=orbit');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('orbit');
  await expect(grid.root.getByRole('link', { name: TITLE })).toBeVisible();
  await expect.poll(() => grid.rowCount()).toBe(1);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: TITLE }) });
  await expect(row).toContainText('Bank of Batumi');
  await expect(row).toContainText('Active');
  await expectNoSeriousA11yViolations(page);
});

test('a status chip filters the list and goes into the link; sorting a column does too', async ({ page }) => {
  await page.goto('/projects');
  const grid = new DataTableObject(page, 'Projects');
  await expect(grid.root.getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const chips = page.getByRole('list', { name: 'Projects by status' });
  const active = chips.getByRole('link', { name: /^Active \d+$/ });
  const count = Number(/\d+$/.exec((await active.textContent()) ?? '')?.[0]);
  expect(count).toBeGreaterThan(0);
  await active.click();
  await expect(page).toHaveURL(/statuses=active/);
  await expect(active).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => grid.rowCount()).toBe(count);
  await expect(grid.root.getByText('On hold', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await grid.sortBy('Title');
  await expect(page).toHaveURL(/sort=title%3Adesc|sort=title:desc/);
  await expect.poll(() => grid.sortOf('Title')).toBe('descending');

  await chips.getByRole('link', { name: /^All \d+$/ }).click();
  await expect(page).not.toHaveURL(/statuses=/);
  await expect.poll(() => grid.rowCount()).toBeGreaterThan(count - 1);
});
