import { readFile } from 'node:fs/promises';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { ProfilePage } from './pages/profile';
import { choose, chooseFirst } from './pages/widgets';

test.use(asRole('admin'));

// A small but real PDF: what a person would attach as a certificate.
const CERTIFICATE_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

// The admin's own profile (user 1) is editable.
test('skills: add one with its proficiency and competency, change it, see it after a reload, delete it', async ({
  page,
  expectNoConsoleErrors,
}) => {
  const profile = new ProfilePage(page);
  await profile.goto('skills');
  const section = profile.section('Skills');
  await expect(section.getByRole('heading', { level: 2, name: 'Skills' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await section.getByRole('button', { name: 'Add skill' }).click();
  const add = profile.dialog('Add skill');
  const skill = await chooseFirst(add, /^Skill/);
  await choose(add, /^Proficiency/, '3 · Intermediate');
  await choose(add, /^Competency/, '2 · Competent');
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const row = section
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: skill, exact: true }) });
  await expect(row).toContainText('Intermediate');
  await expect(row).toContainText('Competent');

  await row.getByRole('button', { name: `Edit ${skill}` }).click();
  const edit = profile.dialog(`Edit ${skill}`);
  await expect(edit.getByRole('combobox', { name: /^Proficiency/ })).toHaveText('3 · Intermediate');
  await choose(edit, /^Proficiency/, '5 · Expert');
  await choose(edit, /^Competency/, '3 · Proficient');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Expert');
  await expect(row).toContainText('Proficient');

  await reloadWhenSettled(page);
  await expect(row).toContainText('Expert');
  await expect(row).toContainText('Proficient');

  await row.getByRole('button', { name: `Delete ${skill}` }).click();
  const confirm = profile.dialog('Delete?');
  await expect(confirm).toContainText(`the skill “${skill}”`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  expectNoConsoleErrors();
});

test('languages: add one with a level and a PDF certificate, see it after a reload, download its certificates', async ({
  page,
  expectNoConsoleErrors,
}) => {
  const profile = new ProfilePage(page);
  await profile.goto('languages');
  const section = profile.section('Languages');
  await expect(section.getByRole('heading', { level: 2, name: 'Languages' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await section.getByRole('button', { name: 'Add language' }).click();
  const add = profile.dialog('Add language');
  const language = await chooseFirst(add, /^Language/);
  await choose(add, /^Level/, 'B2');
  const fileName = `${language} certificate (e2e).pdf`;
  await add
    .getByLabel('Certificates', { exact: true })
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: CERTIFICATE_PDF });
  await expect(add.getByRole('list', { name: 'Chosen files for Certificates' })).toContainText(fileName);
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  const item = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: language, exact: true }) });
  await expect(item).toContainText('Level: B2');
  await expect(item.getByRole('button', { name: `Download ${fileName}` })).toBeVisible();

  await reloadWhenSettled(page);
  await expect(item).toContainText('Level: B2');
  await expect(item.getByRole('list', { name: `Certificates of ${language}` })).toContainText(fileName);

  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: `Download certificates of ${language}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${language} certificates.zip`);
  // A real ZIP (it starts with the local file header's signature).
  expect([...(await readFile(await download.path())).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  await expect(page.getByText(`Downloaded ${language} certificates.zip`)).toBeVisible();
  expectNoConsoleErrors();
});
