import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { choose, typeDate } from './pages/widgets';

test.use(asRole('admin'));

const DRAFT_COOKIE = 'draft-add-employee';
// A 1×1 PNG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('adds an employee: a bad e-mail is refused at the field, then the new profile opens', async ({
  page,
  expectNoConsoleErrors,
}) => {
  await page.goto('/add-employee');
  await expect(page.getByRole('heading', { level: 1, name: 'Add employee' })).toBeVisible();

  await page.getByLabel(/^First name/).fill('Nino');
  await page.getByLabel(/^Last name/).fill('Beridze');
  await page.getByLabel(/^Work e-mail/).fill('nino.beridze@acme');
  await typeDate(page, /^Start date/, '01122026');
  await choose(page, /^Position/, 'Software Engineer');
  await choose(page, /^Seniority/, 'Middle I');
  await page.getByLabel(/^Weekly hours/).pressSequentially('4x0');
  await expect(page.getByLabel(/^Weekly hours/)).toHaveValue('40');
  await page.getByLabel('Photo').setInputFiles({ name: 'nino.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save employee' }).click();

  const email = page.getByLabel(/^Work e-mail/);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(page).toHaveURL(/\/add-employee$/);

  await email.fill('nino.beridze.e2e@acme.test');
  await page.getByRole('button', { name: 'Save employee' }).click();

  await expect(page).toHaveURL(/\/employee\/\d+\/overview$/);
  await expect(page.getByText('Employee created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Nino Beridze' })).toBeVisible();
  // The photo went up after the save and is the profile's avatar now.
  await expect(page.getByRole('img', { name: 'Nino Beridze', exact: true })).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );
  // Saved: no draft is left behind.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(DRAFT_COOKIE);
  expectNoConsoleErrors();
});

test('a half-filled form survives a reload, and the draft can be discarded', async ({ page }) => {
  await page.goto('/add-employee');
  await page.getByLabel(/^First name/).fill('Tamar');
  await page.getByLabel(/^Work e-mail/).fill('tamar@acme.test');
  await typeDate(page, /^Date of birth/, '14021994');
  await choose(page, /^Department/, 'Design');
  // The values stay in this browser's localStorage; the cookie only points at them (no personal data in it).
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('draft:add-employee')))
    .toContain('Tamar');
  const pointer = (await page.context().cookies()).find((cookie) => cookie.name === DRAFT_COOKIE)?.value;
  expect(pointer).toContain('localId');
  expect(pointer).not.toContain('Tamar');

  await reloadWhenSettled(page);
  await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
  await expect(page.getByLabel(/^First name/)).toHaveValue('Tamar');
  await expect(page.getByLabel(/^Work e-mail/)).toHaveValue('tamar@acme.test');
  await expect(page.getByRole('group', { name: /^Date of birth/ })).toContainText('14/02/1994');
  await expect(page.getByRole('combobox', { name: /^Department/ })).toHaveText('Design');

  await page.getByRole('button', { name: 'Discard draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard the draft?' });
  await dialog.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText('Draft restored')).toBeHidden();
  await expect(page.getByLabel(/^First name/)).toHaveValue('');

  await reloadWhenSettled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Add employee' })).toBeVisible();
  await expect(page.getByText('Draft restored')).toBeHidden();
});

test('a photo that is too large is refused at the field', async ({ page }) => {
  await page.goto('/add-employee');
  await page.getByLabel('Photo').setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(3 * 1024 * 1024),
  });
  await expect(page.getByText('“holiday.png” is 3 MB; the limit is 2 MB.')).toBeVisible();
});

test('the add-employee screen has no serious accessibility problems', async ({ page }) => {
  await page.goto('/add-employee');
  await expect(page.getByRole('heading', { level: 1, name: 'Add employee' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Position/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // With the restored-draft notice and the field errors showing.
  await page.getByLabel(/^First name/).fill('Ana');
  await reloadWhenSettled(page);
  await expect(page.getByText('Draft restored')).toBeVisible();
  await page.getByRole('button', { name: 'Save employee' }).click();
  await expect(page.getByText('Start date is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
