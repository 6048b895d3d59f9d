import type { Locator, Page } from '@playwright/test';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { ProfilePage } from './pages/profile';
import { typeDate } from './pages/widgets';

test.use(asRole('admin'));

// A small but real PDF.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

// Downloads a file from a card's attachment list and checks the name the browser is told to save.
async function expectDownload(page: Page, card: Locator, fileName: string) {
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download ${fileName}` }).click();
  expect((await downloading).suggestedFilename()).toBe(fileName);
}

// Removes a file from a card after the question.
async function removeFile(profile: ProfilePage, card: Locator, fileName: string) {
  await card.getByRole('button', { name: `Remove ${fileName}` }).click();
  const confirm = profile.dialog('Remove the file?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByRole('button', { name: `Download ${fileName}` })).toBeHidden();
}

async function deleteItem(profile: ProfilePage, card: Locator, name: string) {
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = profile.dialog('Delete?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeHidden();
}

// The admin's own profile (user 1) is editable.
test('courses: add one with a PDF, reload, download it, remove it, edit the course, delete it', async ({
  page,
  expectNoConsoleErrors,
}) => {
  const profile = new ProfilePage(page);
  await profile.goto('courses');
  const section = profile.section('Courses');
  await expectNoSeriousA11yViolations(page);

  await section.getByRole('button', { name: 'Add course' }).click();
  const add = profile.dialog('Add course');
  await add.getByLabel(/^Name/).fill('Kubernetes in depth');
  await add.getByLabel(/^Provider/).fill('Linux Foundation');
  await typeDate(add, /^Completed on/, '01032025');
  await add
    .getByLabel('Attachments')
    .setInputFiles({ name: 'Kubernetes certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(add.getByRole('list', { name: 'Chosen files for Attachments' })).toContainText(
    'Kubernetes certificate.pdf',
  );
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  // Saved: the course and its file are there after a reload, and the file downloads under its name.
  await reloadWhenSettled(page);
  const course = profile.section('Courses').getByRole('article', { name: 'Kubernetes in depth' });
  await expect(course).toContainText('Linux Foundation');
  await expect(course).toContainText('Completed 1 Mar 2025');
  await expectDownload(page, course, 'Kubernetes certificate.pdf');
  await removeFile(profile, course, 'Kubernetes certificate.pdf');

  await course.getByRole('button', { name: 'Edit Kubernetes in depth' }).click();
  const edit = profile.dialog('Edit Kubernetes in depth');
  await expect(edit.getByLabel(/^Name/)).toHaveValue('Kubernetes in depth');
  await edit.getByLabel(/^Provider/).fill('CNCF');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(course).toContainText('CNCF');

  await deleteItem(profile, course, 'Kubernetes in depth');
  await reloadWhenSettled(page);
  await expect(profile.section('Courses')).toBeVisible();
  await expect(profile.section('Courses').getByRole('article', { name: 'Kubernetes in depth' })).toHaveCount(
    0,
  );
  expectNoConsoleErrors();
});

test('achievements: add one with a PDF, reload, download it, remove it, edit, delete', async ({
  page,
  expectNoConsoleErrors,
}) => {
  const profile = new ProfilePage(page);
  await profile.goto('achievements');
  const section = profile.section('Achievements');
  await expectNoSeriousA11yViolations(page);

  await section.getByRole('button', { name: 'Add achievement' }).click();
  const add = profile.dialog('Add achievement');
  await add.getByLabel(/^Title/).fill('Speaker at JSConf');
  await add.getByLabel(/^Description/).fill('A talk on type-safe forms.');
  await typeDate(add, /^Achieved on/, '10042025');
  await add
    .getByLabel('Attachments')
    .setInputFiles({ name: 'Invitation.pdf', mimeType: 'application/pdf', buffer: PDF });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  await reloadWhenSettled(page);
  const talk = profile.section('Achievements').getByRole('article', { name: 'Speaker at JSConf' });
  await expect(talk).toContainText('A talk on type-safe forms.');
  await expect(talk).toContainText('Achieved 10 Apr 2025');
  await expectNoSeriousA11yViolations(page);
  await expectDownload(page, talk, 'Invitation.pdf');
  await removeFile(profile, talk, 'Invitation.pdf');

  await talk.getByRole('button', { name: 'Edit Speaker at JSConf' }).click();
  const edit = profile.dialog('Edit Speaker at JSConf');
  await edit.getByLabel(/^Description/).fill('The keynote on type-safe forms.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(talk).toContainText('The keynote on type-safe forms.');

  await deleteItem(profile, talk, 'Speaker at JSConf');
  expectNoConsoleErrors();
});
