import type { Locator, Page } from '@playwright/test';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { choose } from './pages/widgets';

test.use(asRole('admin'));

// An 8 × 8 red PNG: a real image the logo field accepts and the browser can show.
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mM4oaGBFTEMLQkAgl1GARdiiXUAAAAASUVORK5CYII=',
  'base64',
);

// The currencies in the order shown, read from each item's "Move … up" button.
const currencyOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Order of currencies' })
    .getByRole('button', { name: /^Move [A-Z]{3} up$/ })
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')?.split(' ')[1] ?? ''),
    );

const firstColumn = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => row.querySelector('td')?.textContent?.slice(0, 3) ?? ''),
    );

test('currencies reordered by keyboard and saved keep their order and company currency after a reload', async ({
  page,
  expectNoConsoleErrors,
}) => {
  await page.goto('/settings?tab=currencies');
  await expect.poll(() => currencyOrder(page)).toEqual(['GEL', 'USD', 'GBP', 'EUR']);
  await expect(page.getByRole('table', { name: 'Currency rates' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Enter, three times, takes EUR to the top: the focus stays with EUR after each move.
  await page.getByRole('button', { name: 'Move EUR up' }).focus();
  for (const expected of [
    ['GEL', 'USD', 'EUR', 'GBP'],
    ['GEL', 'EUR', 'USD', 'GBP'],
    ['EUR', 'GEL', 'USD', 'GBP'],
  ]) {
    await page.keyboard.press('Enter');
    await expect.poll(() => currencyOrder(page)).toEqual(expected);
  }
  // At the top Move up is disabled: the focus is on the way back down.
  await expect(page.getByRole('button', { name: 'Move EUR down' })).toBeFocused();
  await choose(page, /^Company currency/, 'GEL ₾');
  await page.getByRole('button', { name: 'Save currencies' }).click();
  await expect(page.getByText('Currencies saved')).toBeVisible();
  // The rates follow the saved order at once.
  await expect
    .poll(() => firstColumn(page.getByRole('table', { name: 'Currency rates' })))
    .toEqual(['EUR', 'GEL', 'USD', 'GBP']);

  await reloadWhenSettled(page);
  await expect.poll(() => currencyOrder(page)).toEqual(['EUR', 'GEL', 'USD', 'GBP']);
  await expect(page.getByRole('combobox', { name: /^Company currency/ })).toHaveText('GEL ₾');
  await expectNoSeriousA11yViolations(page);
  expectNoConsoleErrors();
});

test('company details: a mistyped IBAN is refused at its field, the fixed one is saved with a new logo and kept after a reload', async ({
  page,
  expectNoConsoleErrors,
}) => {
  await page.goto('/settings?tab=company');
  const form = page.getByRole('form', { name: 'Company details' });
  await expect(form.getByLabel(/^Legal name/)).toHaveValue('Acme Consulting LLC');
  await expect(form.getByRole('img', { name: 'Logo of Acme Consulting LLC' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const iban = form.getByLabel(/^IBAN/);
  await iban.fill('GE29 NB00 0000 0101 9049 18');
  await form.getByLabel(/^VAT number/).fill('GE404512345');
  await form.getByRole('button', { name: 'Save company details' }).click();
  await expect(form.getByText('This IBAN is not valid: check it for a typing error.')).toBeVisible();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await iban.fill('ge29 nb00 0000 0101 9049 17');
  await form.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'new-logo.png',
    mimeType: 'image/png',
    buffer: LOGO_PNG,
  });
  await expect(form.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible();
  await form.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByText('Company details saved')).toBeVisible();
  await expect(iban).toHaveValue('GE29 NB00 0000 0101 9049 17');

  await reloadWhenSettled(page);
  const reloaded = page.getByRole('form', { name: 'Company details' });
  await expect(reloaded.getByLabel(/^IBAN/)).toHaveValue('GE29 NB00 0000 0101 9049 17');
  await expect(reloaded.getByLabel(/^VAT number/)).toHaveValue('GE404512345');
  await expect(reloaded.getByRole('img', { name: 'Logo of Acme Consulting LLC' })).toBeVisible();
  await expect(reloaded.getByRole('list', { name: 'Company documents' })).toContainText(
    'Certificate of registration.pdf',
  );
  await expectNoSeriousA11yViolations(page);
  expectNoConsoleErrors();
});

test('the VATs are listed read-only, the default one said in words', async ({ page }) => {
  await page.goto('/settings?tab=vats');
  const table = page.getByRole('table', { name: 'VATs' });
  const standard = table.getByRole('row', { name: /VAT 18%/ });
  await expect(standard).toContainText('18 %');
  await expect(standard).toContainText('Default');
  await expect(table.getByRole('row', { name: /Reverse charge \(EU\)/ })).toContainText('Yes');
  await expect(page.getByRole('region', { name: 'VATs' }).getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
