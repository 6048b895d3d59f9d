import {
  asRole,
  expect,
  expectNoSeriousA11yViolations,
  reloadWhenSettled,
  test,
  waitForApiToSettle,
} from './fixtures';
import { BalancesTab, BalanceStrip, LedgerDrawer, TimeOffRequestsPage } from './pages/time-offs';

// The balance strip at the top of /time-offs, the ledger drawer its terms open, and the Balances tab.

test.describe('as an employee', () => {
  test.use(asRole('employee'));

  test('the strip explains the balance; its "taken" term opens the ledger at the days taken', async ({
    page,
  }) => {
    await new TimeOffRequestsPage(page).goto();
    const balance = new BalanceStrip(page);
    await expect(balance.heading).toBeVisible();
    await expect(balance.available).toBeVisible();
    await expect(balance.terms).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await balance.openTerm(/taken$/);
    await expect(page).toHaveURL(/ledger=\d+/);
    await expect(page).toHaveURL(/ledger_kind=taken/);
    const drawer = new LedgerDrawer(page);
    await expect(drawer.root).toBeVisible();
    await expect(drawer.root.getByText('Taken entries are marked.')).toBeVisible();
    await expect(drawer.entries).toBeVisible();
    await expect(drawer.markedEntries.first()).toBeVisible();
    // Only a manager adjusts.
    await expect(drawer.adjustButton).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await drawer.close();
    await expect(drawer.root).toBeHidden();
    await expect(page).not.toHaveURL(/ledger=/);
  });
});

test.describe('as an administrator', () => {
  test.use(asRole('admin'));

  test('the Balances tab filtered and sorted, kept on reload; a row opens the ledger; an adjustment moves "Available"', async ({
    page,
  }) => {
    const balances = new BalancesTab(page);
    await balances.open();
    const grid = balances.table;
    await expect(balances.ledgerLinks.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Engineering has people with balances in the seed (three in acme).
    const department = 'Engineering';
    await balances.filterByDepartment(department);
    await expect(page).toHaveURL(/department=\d+/);
    await grid.sortBy('Available');
    await expect(page).toHaveURL(/sort=-?available/);
    // The header says its order once the sorted rows are in (the address changes first).
    const availableHeader = grid.columnHeader('Available');
    await expect(availableHeader).toHaveAttribute('aria-sort', /^(ascending|descending)$/);
    await waitForApiToSettle(page);
    const direction = (await grid.sortOf('Available')) ?? '';
    const names = await balances.ledgerLinks.allTextContents();

    await reloadWhenSettled(page);
    await expect(balances.departmentFilter).toHaveText(department);
    await expect(availableHeader).toHaveAttribute('aria-sort', direction);
    await expect(balances.ledgerLinks.first()).toBeVisible();
    expect(await balances.ledgerLinks.allTextContents()).toEqual(names);

    const person = names[0] ?? '';
    await balances.openLedgerOf(person);
    const drawer = new LedgerDrawer(page);
    await expect(drawer.root).toBeVisible();
    await expect(drawer.heading(person)).toBeVisible();
    const before = (await drawer.available.textContent()) ?? '';
    await expectNoSeriousA11yViolations(page);

    const form = await drawer.adjustBalanceOf(person);
    await form.field(/^Days/).fill('2');
    await form.field(/^Note/).fill('Two days for the weekend release');
    await expectNoSeriousA11yViolations(page);
    await form.saveAndClose();

    await expect(drawer.available).not.toHaveText(before);
    await expect(drawer.root.getByText('Two days for the weekend release')).toBeVisible();
    await expect(drawer.entry('Two days for the weekend release')).toContainText('+2');
  });

  test('a term of the strip opens the ledger at its kind, and the request a taken entry came from', async ({
    page,
  }) => {
    await new TimeOffRequestsPage(page).goto();
    await new BalanceStrip(page).openTerm(/allowance$/);
    await expect(page).toHaveURL(/ledger_kind=allowance/);
    const drawer = new LedgerDrawer(page);
    await expect(drawer.root.getByText('Allowance entries are marked.')).toBeVisible();
    // Taken entries name the request they came from; the link leaves the ledger for it.
    const request = drawer.firstRequestLink;
    const id = ((await request.textContent()) ?? '').replace(/\D/g, '');
    expect(id).not.toBe('');
    await request.click();
    await expect(page).toHaveURL(new RegExp(`request=${id}`));
    await expect(page).not.toHaveURL(/ledger=/);
  });
});
