import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { EDITABLE_PERSON_ID, ProfilePage } from './pages/profile';

test.use(asRole('admin'));

const table = (profile: ProfilePage) => profile.section('CVs').getByRole('table', { name: /^CVs of / });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A CV's row, found by its name (the name cell also holds the "Uploaded PDF" badge).
const rowOf = (profile: ProfilePage, name: string): Locator =>
  table(profile)
    .getByRole('row')
    .filter({
      has: profile.page.getByRole('rowheader', {
        name: new RegExp(`^${escapeRegExp(name)}( Uploaded PDF)?$`),
      }),
    });

async function menuAction(profile: ProfilePage, name: string, action: string) {
  await rowOf(profile, name)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  await profile.page.getByRole('menuitem', { name: action }).click();
}

// The admin's own profile (user 1, Nino Beridze) is editable.
test("a CV's life: create, rename, change variant, duplicate, upload, preview by URL, copy link, download, delete", async ({
  page,
  context,
  expectNoConsoleErrors,
}) => {
  // One whole life in one test, about 30 s on a busy 2-core CI machine: three times the usual time.
  test.slow();
  const profile = new ProfilePage(page);
  await profile.goto('cvs');
  await expect(table(profile)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Create.
  await profile.section('CVs').getByRole('button', { name: 'Create CV' }).click();
  const create = profile.dialog('Create CV');
  await create.getByRole('textbox', { name: 'CV name' }).fill('E2E CV');
  await create.getByRole('combobox', { name: 'Variant' }).fill('Short');
  // Leaving the field closes its suggestions.
  await create.getByRole('combobox', { name: 'Variant' }).press('Tab');
  await create.getByRole('checkbox', { name: 'Career history' }).check();
  await expectNoSeriousA11yViolations(page);
  await create.getByRole('button', { name: 'Create CV' }).click();
  await expect(create).toBeHidden();
  await expect(rowOf(profile, 'E2E CV')).toContainText('Short');

  // Rename.
  await menuAction(profile, 'E2E CV', 'Rename');
  const rename = profile.dialog('Rename E2E CV');
  await rename.getByRole('textbox', { name: 'CV name' }).fill('Nino tender CV');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();

  // Change the variant: free text beside the suggestions.
  await menuAction(profile, 'Nino tender CV', 'Change variant');
  const variant = profile.dialog('Change variant of Nino tender CV');
  await variant.getByRole('combobox', { name: 'Variant' }).fill('Bank tender');
  await variant.getByRole('combobox', { name: 'Variant' }).press('Tab');
  await variant.getByRole('button', { name: 'Change variant' }).click();
  await expect(variant).toBeHidden();

  // Duplicate, and give the copy an uploaded PDF.
  await menuAction(profile, 'Nino tender CV', 'Duplicate');
  await expect(rowOf(profile, 'Nino tender CV (copy)')).toBeVisible();
  await menuAction(profile, 'Nino tender CV (copy)', 'Upload PDF');
  const upload = profile.dialog('Upload a PDF for Nino tender CV (copy)');
  const pdf = await PDFDocument.create();
  pdf.addPage();
  await upload.getByLabel('CV file').setInputFiles({
    name: 'signed.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdf.save()),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();

  // Saved: everything is there after a reload.
  await reloadWhenSettled(page);
  const renamed = rowOf(profile, 'Nino tender CV');
  await expect(renamed).toContainText('Bank tender');
  await expect(rowOf(profile, 'Nino tender CV (copy)')).toContainText('Uploaded PDF');
  await expect(rowOf(profile, 'E2E CV')).toHaveCount(0);

  // History of what happened to it.
  await renamed.getByRole('button', { name: 'History of Nino tender CV' }).click();
  const history = profile.dialog('History of Nino tender CV');
  await expect(history.getByRole('listitem')).toHaveText([
    /Variant changed from "Short" to "Bank tender"/,
    /Renamed from "E2E CV" to "Nino tender CV"/,
    /Created "E2E CV"/,
  ]);
  await history.getByRole('button', { name: 'Close' }).click();

  // The preview, opened by its address: the PDF is drawn with a text layer holding the person's name.
  const href = await renamed.getByRole('link', { name: 'Preview Nino tender CV' }).getAttribute('href');
  expect(href).toMatch(new RegExp(`^/employee/${EDITABLE_PERSON_ID}/cvs\\?tab=preview&cvId=\\d+$`));
  await page.goto(href ?? '');
  const viewer = page.getByRole('region', { name: 'Nino tender CV preview' });
  await expect(page.getByRole('heading', { level: 2, name: 'Nino tender CV' })).toBeVisible();
  await expect(viewer.getByText('Nino Beridze').first()).toBeVisible();
  await expect(viewer.getByText('CAREER HISTORY')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Copy link: the preview's own address, and one second of "Link copied".
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link to Nino tender CV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(page.getByText('Link copied')).toBeHidden();

  // Download: saved under the CV's name, a real PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Nino tender CV.pdf');
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A reload keeps the preview: it is in the address.
  await reloadWhenSettled(page);
  await expect(viewer.getByText('Nino Beridze').first()).toBeVisible();

  // Close, then delete the copy (after the question).
  await page.getByRole('link', { name: 'Close preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/employee/${EDITABLE_PERSON_ID}/cvs$`));
  await menuAction(profile, 'Nino tender CV (copy)', 'Delete');
  const confirm = profile.dialog('Delete this CV?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(profile, 'Nino tender CV (copy)')).toHaveCount(0);
  await reloadWhenSettled(page);
  await expect(rowOf(profile, 'Nino tender CV')).toBeVisible();
  await expect(rowOf(profile, 'Nino tender CV (copy)')).toHaveCount(0);
  expectNoConsoleErrors();
});

test('a preview address for a CV that is not this person’s says so', async ({ page }) => {
  const profile = new ProfilePage(page);
  await profile.goto('cvs', '?tab=preview&cvId=99999');
  await expect(page.getByText('CV not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Close preview' })).toHaveAttribute(
    'href',
    `/employee/${EDITABLE_PERSON_ID}/cvs`,
  );
});
