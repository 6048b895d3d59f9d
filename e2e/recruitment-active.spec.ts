import type { Locator, Page } from '@playwright/test';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { DataTableObject } from './pages/data-table';

// Recruitment's active list (issue 14): the table and the board pass axe, and a candidate moves through
// every stage by keyboard alone (Shift+→ on a focused card), the move kept after a reload.

test.use(asRole('admin'));

const STAGES = ['New', 'Screening', 'Interview', 'Test task', 'Pre-offer', 'Offer'];

const column = (page: Page, stage: string): Locator =>
  page
    .getByRole('region', { name: 'Candidates by stage' })
    .getByRole('region', { name: new RegExp(`^${stage} \\(`) });

test('the table shows each candidate with their stage and days in it, and passes axe', async ({ page }) => {
  await page.goto('/admin/recruitment/active');
  await expect(page.getByRole('heading', { level: 1, name: 'Active recruitment' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Active \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  const table = new DataTableObject(page, 'Active candidates');
  await table.waitForRows();
  await expect(table.root.getByText(/^\d+ d( · stale)?$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A stage chip narrows the list to that stage.
  await page
    .getByRole('group', { name: 'Stages' })
    .getByRole('button', { name: /^Offer \d+$/ })
    .click();
  await expect(page).toHaveURL(/stage=offer/);
  await table.waitForRows();
  await expectNoSeriousA11yViolations(page);
});

test('a candidate moves through every stage by keyboard on the board', async ({ page }) => {
  await page.goto('/admin/recruitment/active?layout=board');
  await expect(page.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  const firstCard = column(page, 'New').getByRole('listitem').first().locator('[tabindex="0"]');
  await expect(firstCard).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const label = (await firstCard.getAttribute('aria-label')) ?? '';
  const name = label.split(',')[0] ?? '';
  expect(name).not.toBe('');
  await firstCard.focus();

  for (const stage of STAGES.slice(1)) {
    await page.keyboard.press('Shift+ArrowRight');
    await expect(page.getByText(`${name} moved to ${stage}`)).toBeVisible();
    const card = column(page, stage).getByRole('listitem').filter({ hasText: name });
    await expect(card).toBeVisible();
    // The focus follows the card, so the next key moves it again.
    await expect(card.locator('[tabindex="0"]')).toBeFocused();
  }
  // Past the last stage nothing moves, and the screen says why.
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText(`${name} is already at the last stage.`)).toBeVisible();

  await reloadWhenSettled(page);
  await expect(column(page, 'Offer').getByRole('listitem').filter({ hasText: name })).toBeVisible();
});

test('j, k and Shift+← move a table row back a stage', async ({ page }) => {
  await page.goto('/admin/recruitment/active?stage=screening');
  const table = new DataTableObject(page, 'Active candidates');
  await table.waitForRows();
  const [name] = await table.rowNames();
  await page.keyboard.press('j');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(page.getByText(`${name} moved to New`)).toBeVisible();
});
