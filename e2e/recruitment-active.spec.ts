import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { ActiveRecruitmentPage } from './pages/recruitment';

// Recruitment's active list (issue 14): the table and the board pass axe, and a candidate moves through
// every stage by keyboard alone (Shift+→ on a focused card), the move kept after a reload.

test.use(asRole('admin'));

const STAGES = ['New', 'Screening', 'Interview', 'Test task', 'Pre-offer', 'Offer'];

test('the table shows each candidate with their stage and days in it, and passes axe', async ({ page }) => {
  const active = new ActiveRecruitmentPage(page);
  await active.open();
  await expect(active.heading).toBeVisible();
  await expect(active.activeTab).toHaveAttribute('aria-selected', 'true');
  const table = active.table;
  await table.waitForRows();
  await expect(table.root.getByText(/^\d+ d( · stale)?$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A stage chip narrows the list to that stage.
  await active.filterByStage(/^Offer \d+$/);
  await expect(page).toHaveURL(/stage=offer/);
  await table.waitForRows();
  await expectNoSeriousA11yViolations(page);
});

test('a candidate moves through every stage by keyboard on the board', async ({ page }) => {
  const active = new ActiveRecruitmentPage(page);
  await active.open('?layout=board');
  await expect(active.boardButton).toHaveAttribute('aria-pressed', 'true');
  const firstCard = active.firstCard('New');
  await expect(firstCard).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const label = (await firstCard.getAttribute('aria-label')) ?? '';
  const name = label.split(',')[0] ?? '';
  expect(name).not.toBe('');
  await firstCard.focus();

  for (const stage of STAGES.slice(1)) {
    await page.keyboard.press('Shift+ArrowRight');
    await expect(page.getByText(`${name} moved to ${stage}`)).toBeVisible();
    const card = active.card(stage, name);
    await expect(card).toBeVisible();
    // The focus follows the card, so the next key moves it again.
    await expect(active.focusable(card)).toBeFocused();
  }
  // Past the last stage nothing moves, and the screen says why.
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText(`${name} is already at the last stage.`)).toBeVisible();

  await reloadWhenSettled(page);
  await expect(active.card('Offer', name)).toBeVisible();
});

test('j, k and Shift+← move a table row back a stage', async ({ page }) => {
  const active = new ActiveRecruitmentPage(page);
  await active.open('?stage=screening');
  const table = active.table;
  await table.waitForRows();
  const [name] = await table.rowNames();
  await page.keyboard.press('j');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(page.getByText(`${name} moved to New`)).toBeVisible();
});
