import { asRole, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { ProjectsListPage } from './pages/projects';

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
  const projects = new ProjectsListPage(page);
  await projects.open();
  await expect(projects.firstProjectLink).toBeVisible();
  const form = await projects.newProject();

  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(form.heading).toBeVisible();
  await form.title.fill('atlas platform');
  await expect(
    form.root.getByText('“Atlas Platform” is already a project: choose another title.'),
  ).toBeVisible();
  await form.title.fill(TITLE);
  await expect(form.root.getByText(/is already a project/)).toBeHidden();
  await form.typeClient('Bank of Batumi');
  await form.chooseStatus('Active');
  await form.typeStartDate('01062025');
  await form.description.fill('A new ledger for card payments.');
  await form.attachContract({ name: 'Contract.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.root.getByText(/^Contract\.pdf ·/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.create();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByText('Project created')).toBeVisible();

  await projects.open('?search=orbit');
  await expect(projects.searchBox).toHaveValue('orbit');
  await expect(projects.projectLink(TITLE)).toBeVisible();
  await expect.poll(() => projects.table.rowCount()).toBe(1);
  const row = projects.row(TITLE);
  await expect(row).toContainText('Bank of Batumi');
  await expect(row).toContainText('Active');
  await expectNoSeriousA11yViolations(page);
});

test('a status chip filters the list and goes into the link; sorting a column does too', async ({ page }) => {
  const projects = new ProjectsListPage(page);
  await projects.open();
  const grid = projects.table;
  await expect(projects.firstProjectLink).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const active = projects.statusChip(/^Active \d+$/);
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

  await projects.statusChip(/^All \d+$/).click();
  await expect(page).not.toHaveURL(/statuses=/);
  await expect.poll(() => grid.rowCount()).toBeGreaterThan(count - 1);
});
