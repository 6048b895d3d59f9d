import type { Page } from '@playwright/test';
import {
  asRole,
  expect,
  expectNoSeriousA11yViolations,
  reloadWhenSettled,
  test,
  waitForApiToSettle,
} from './fixtures';
import { DataTableObject } from './pages/data-table';
import { choose, FormDialogObject } from './pages/widgets';

// The balance strip at the top of /time-offs, the ledger drawer its terms open, and the Balances tab.

const strip = (page: Page) => page.getByRole('region', { name: /time-off balance/ });
const ledger = (page: Page) => page.getByRole('dialog', { name: /^Vacation ledger — / });
const available = (scope: ReturnType<typeof ledger>) =>
  scope.getByRole('status').filter({ hasText: /^Available / });

test.describe('as an employee', () => {
  test.use(asRole('employee'));

  test('the strip explains the balance; its "taken" term opens the ledger at the days taken', async ({
    page,
  }) => {
    await page.goto('/time-offs');
    const balance = strip(page);
    await expect(balance.getByRole('heading', { name: 'Your time-off balance' })).toBeVisible();
    await expect(balance.getByText(/^Available [\d.]+ days?$/)).toBeVisible();
    await expect(balance.getByRole('list', { name: 'How the available days come about' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await balance.getByRole('button', { name: /taken$/ }).click();
    await expect(page).toHaveURL(/ledger=\d+/);
    await expect(page).toHaveURL(/ledger_kind=taken/);
    const drawer = ledger(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Taken entries are marked.')).toBeVisible();
    await expect(drawer.getByRole('table', { name: 'Ledger entries' })).toBeVisible();
    await expect(drawer.locator('tr[aria-current="true"]').first()).toBeVisible();
    // Only a manager adjusts.
    await expect(drawer.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await drawer.getByRole('button', { name: 'Close the ledger' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/ledger=/);
  });
});

test.describe('as an administrator', () => {
  test.use(asRole('admin'));

  test('the Balances tab filtered and sorted, kept on reload; a row opens the ledger; an adjustment moves "Available"', async ({
    page,
  }) => {
    await page.goto('/time-offs?view=balances');
    const grid = new DataTableObject(page, 'Balances');
    await expect(grid.root.getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Engineering has people with balances in the seed (three in acme).
    const department = 'Engineering';
    await choose(page, 'Department', department);
    await expect(page).toHaveURL(/department=\d+/);
    await grid.sortBy('Available');
    await expect(page).toHaveURL(/sort=-?available/);
    // The header says its order once the sorted rows are in (the address changes first).
    const availableHeader = grid.columnHeader('Available');
    await expect(availableHeader).toHaveAttribute('aria-sort', /^(ascending|descending)$/);
    await waitForApiToSettle(page);
    const direction = (await grid.sortOf('Available')) ?? '';
    const names = await grid.root.getByRole('link').allTextContents();

    await reloadWhenSettled(page);
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveText(department);
    await expect(availableHeader).toHaveAttribute('aria-sort', direction);
    await expect(grid.root.getByRole('link').first()).toBeVisible();
    expect(await grid.root.getByRole('link').allTextContents()).toEqual(names);

    const person = names[0] ?? '';
    await grid.root.getByRole('link', { name: `Vacation ledger of ${person}` }).click();
    const drawer = ledger(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: `Vacation ledger — ${person}` })).toBeVisible();
    const before = (await available(drawer).textContent()) ?? '';
    await expectNoSeriousA11yViolations(page);

    await drawer.getByRole('button', { name: 'Adjust balance' }).click();
    const form = new FormDialogObject(page, `Adjust the balance of ${person}`);
    await form.field(/^Days/).fill('2');
    await form.field(/^Note/).fill('Two days for the weekend release');
    await expectNoSeriousA11yViolations(page);
    await form.saveAndClose();

    await expect(available(drawer)).not.toHaveText(before);
    await expect(drawer.getByText('Two days for the weekend release')).toBeVisible();
    await expect(
      drawer.getByRole('row').filter({ hasText: 'Two days for the weekend release' }),
    ).toContainText('+2');
  });

  test('a term of the strip opens the ledger at its kind, and the request a taken entry came from', async ({
    page,
  }) => {
    await page.goto('/time-offs');
    await strip(page)
      .getByRole('button', { name: /allowance$/ })
      .click();
    await expect(page).toHaveURL(/ledger_kind=allowance/);
    const drawer = ledger(page);
    await expect(drawer.getByText('Allowance entries are marked.')).toBeVisible();
    // Taken entries name the request they came from; the link leaves the ledger for it.
    const request = drawer.getByRole('link', { name: /^Request #\d+$/ }).first();
    const id = ((await request.textContent()) ?? '').replace(/\D/g, '');
    expect(id).not.toBe('');
    await request.click();
    await expect(page).toHaveURL(new RegExp(`request=${id}`));
    await expect(page).not.toHaveURL(/ledger=/);
  });
});
