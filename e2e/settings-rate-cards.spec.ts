import type { Page } from '@playwright/test';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';

test.use(asRole('admin'));

// A cell of the grid, by its label ("Software Engineer, Senior I, hourly rate in EUR").
const cell = (page: Page, row: string, grade: string, currency = 'EUR') =>
  page.getByLabel(`${row}, ${grade}, hourly rate in ${currency}`, { exact: true });

test('two cells changed are reviewed as "2 cells changed", saved whole, and still there after a reload', async ({
  page,
}) => {
  await page.goto('/settings?tab=rate-cards');
  await expect(page.getByRole('tab', { name: 'EUR', exact: true, selected: true })).toBeVisible();
  await expect(cell(page, 'Software Engineer', 'Senior I')).toHaveValue('55.00');
  await expectNoSeriousA11yViolations(page);

  await cell(page, 'Software Engineer', 'Senior I').fill('61.50');
  await cell(page, 'Sales Manager', 'Junior I').fill('30');
  await cell(page, 'Sales Manager', 'Junior I').press('Tab');
  await expect(page.getByText('2 unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Review changes' }).click();
  const review = page.getByRole('dialog', { name: 'Review changes to the EUR rate card' });
  await expect(review.getByText('2 cells changed', { exact: true })).toBeVisible();
  await expect(review.getByRole('list', { name: 'Changed cells' }).getByRole('listitem')).toHaveText([
    'Software Engineer, Senior I: €55.00 → €61.50',
    'Sales Manager, Junior I: added €30.00',
  ]);
  await expect(review).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);

  await review.getByRole('button', { name: 'Save' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText('No unsaved changes')).toBeVisible();

  await reloadWhenSettled(page);
  await expect(cell(page, 'Software Engineer', 'Senior I')).toHaveValue('61.50');
  await expect(cell(page, 'Sales Manager', 'Junior I')).toHaveValue('30.00');
});

test('a currency without a card says so and starts from an empty grid', async ({ page }) => {
  await page.goto('/settings?tab=rate-cards&currency=GEL');
  await expect(page.getByRole('tab', { name: 'GEL', exact: true, selected: true })).toBeVisible();
  await expect(page.getByText('No GEL rate card yet')).toBeVisible();
  await expect(cell(page, 'Default', 'Junior I', 'GEL')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
});
