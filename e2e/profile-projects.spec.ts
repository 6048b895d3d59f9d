import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { ProfilePage } from './pages/profile';
import { choose, typeDate } from './pages/widgets';

test.use(asRole('admin'));

// A small but real PDF.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const NAME = 'Ledger migration';

// The admin's own profile (user 1) is editable.
test('projects: add one with two skills and a PDF, see it after a reload, edit its role, delete it', async ({
  page,
  expectNoConsoleErrors,
}) => {
  const profile = new ProfilePage(page);
  await profile.goto('projects');
  const section = profile.section('Projects');
  await expect(section.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add.
  await section.getByRole('button', { name: 'Add project' }).click();
  const add = profile.dialog('Add project');
  await add.getByLabel(/^Name/).fill(NAME);
  await add.getByLabel(/^Client/).fill('Bank of Tbilisi');
  await add.getByLabel(/^Role/).fill('Backend developer');
  await typeDate(add, /^Start date/, '01032025');
  await choose(add, /^Industry/, 'Banking');
  await choose(add, /^Skills/, 'React');
  await choose(add, /^Skills/, 'Python');
  await add.getByLabel(/^Description/).fill('Moved card payments to a new ledger without downtime.');
  await add
    .getByLabel('Attachments')
    .setInputFiles({ name: 'Case study.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(add.getByRole('list', { name: 'Chosen files for Attachments' })).toContainText(
    'Case study.pdf',
  );
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  const card = section.getByRole('article', { name: NAME });
  const check = async (role: string) => {
    await expect(card).toContainText(`Bank of Tbilisi · ${role}`);
    await expect(card).toContainText('Mar 2025 – present · Banking');
    await expect(card.getByRole('list', { name: `Skills used in ${NAME}` }).getByRole('listitem')).toHaveText(
      ['React', 'Python'],
    );
    await expect(card.getByRole('button', { name: 'Download Case study.pdf' })).toBeVisible();
  };
  await check('Backend developer');

  // Stored: it is there after a reload.
  await reloadWhenSettled(page);
  await check('Backend developer');

  // Edit the role.
  await card.getByRole('button', { name: `Edit ${NAME}` }).click();
  const edit = profile.dialog(`Edit ${NAME}`);
  await expect(edit.getByLabel(/^Client/)).toHaveValue('Bank of Tbilisi');
  await edit.getByLabel(/^Role/).fill('Tech lead');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await reloadWhenSettled(page);
  await check('Tech lead');

  // Delete: it asks first.
  await card.getByRole('button', { name: `Delete ${NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete?' });
  await expect(confirm).toContainText(`the project “${NAME}” and its files`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);
  await reloadWhenSettled(page);
  await expect(section.getByRole('article').first()).toBeVisible();
  await expect(card).toHaveCount(0);
  expectNoConsoleErrors();
});
