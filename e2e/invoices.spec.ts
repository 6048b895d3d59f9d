import type { Page } from '@playwright/test';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { DataTableObject } from './pages/data-table';
import { choose, FormDialogObject } from './pages/widgets';

test.use(asRole('admin'));

// The list, waited for until its rows are drawn.
async function openInvoices(page: Page, url = '/invoices'): Promise<DataTableObject> {
  await page.goto(url);
  const grid = new DataTableObject(page, 'Invoices');
  await grid.waitForRows();
  return grid;
}

// A multiple select stays open after a pick: Escape closes it.
async function chooseMany(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

// The row of an invoice by its number, and its actions menu.
const rowOf = (page: Page, number: string) =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${number}` }) });

test('filter by a service period and a payment status, reload, and see the same view', async ({ page }) => {
  const grid = await openInvoices(page);
  await expectNoSeriousA11yViolations(page);

  await choose(page, 'Service period from', 'Mar 2025');
  await choose(page, 'Service period to', 'Mar 2025');
  await chooseMany(page, 'Payment', 'Not paid');
  await expect(page).toHaveURL(/period_from=2025-03/);
  await expect(page).toHaveURL(/pay=np/);
  await grid.waitForRows();
  const before = await grid.rowNames();
  for (const number of before) await expect(rowOf(page, number)).toContainText('Mar 2025');

  await reloadWhenSettled(page);
  await grid.waitForRows();
  await expect(page.getByRole('combobox', { name: 'Service period from' })).toHaveText('Mar 2025');
  await expect(page.getByRole('combobox', { name: 'Payment' })).toHaveText('Not paid');
  expect(await grid.rowNames()).toEqual(before);

  // A quick view is a tab with its own address.
  await page.getByRole('tab', { name: 'Overdue' }).click();
  await expect(page).toHaveURL(/view=overdue/);
  await expect(page.getByRole('tab', { name: 'Overdue' })).toHaveAttribute('aria-selected', 'true');
});

test('select all matching across pages; the selection survives paging and goes when filters change', async ({
  page,
}) => {
  const grid = await openInvoices(page, '/invoices?per_page=10');
  await grid.selectAllBox().check();
  await expect(grid.selectionStatus()).toHaveText('10 on this page selected');
  await grid.selectAllMatching();
  const total = await grid.rowCount();
  await expect(grid.selectionStatus()).toHaveText(`All ${total.toLocaleString('en')} matching selected`);
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText(
    `${total} invoices selected`,
  );

  await grid.nextPage();
  await grid.waitForRows();
  await expect(grid.rowCheckboxes().first()).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await chooseMany(page, 'Payment', 'Partially paid');
  await expect(page.getByText('The selection was cleared because the filters changed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toBeHidden();
});

test('bulk approve says before how many qualify, and after what was skipped and why', async ({ page }) => {
  // Invoices awaiting approval and approved ones in one list: two of the first, one of the second.
  const grid = await openInvoices(page, '/invoices?approval=pending&approval=approved&per_page=100');
  const approvedRow = page
    .getByRole('row')
    .filter({ hasText: /\bApproved\b/ })
    .first();
  await approvedRow.getByRole('checkbox').check();
  const pendingRows = page.getByRole('row').filter({ hasText: 'Awaiting approval' });
  const pending: string[] = [];
  for (const index of [0, 1]) {
    const box = pendingRows.nth(index).getByRole('checkbox');
    pending.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
    await box.check();
  }
  await expect(grid.selectionStatus()).toContainText('3 selected');

  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve invoices' });
  await expect(confirm).toContainText('3 selected: 2 will be approved, 1 skipped — already approved');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Approve' }).click();

  const result = page.getByRole('dialog', { name: 'Approve invoices' });
  await expect(result).toContainText('2 done, 1 skipped.');
  await expect(result.getByRole('list', { name: 'Skipped' })).toContainText('already approved');
  await expectNoSeriousA11yViolations(page);
  await result.getByRole('button', { name: 'Close' }).click();
  for (const number of pending) await expect(rowOf(page, number)).toContainText('Approved');
});

test('reject with a reason from a row, and see it in the drawer’s history', async ({ page }) => {
  const grid = await openInvoices(page, '/invoices?view=awaiting');
  const [number] = await grid.rowNames();
  await rowOf(page, number!)
    .getByRole('button', { name: `Actions for ${number}` })
    .click();
  await page.getByRole('menuitem', { name: 'Reject…' }).click();

  const dialog = new FormDialogObject(page, `Reject ${number}`);
  await dialog.root.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.root.getByText('Say why the invoice is rejected.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.field(/^Reason/).fill('The March rate is wrong');
  await dialog.root.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.root).toBeHidden();

  await page.goto(`/invoices?q=${encodeURIComponent(number!)}`);
  await page.getByRole('link', { name: number }).click();
  const drawer = page.getByRole('dialog', { name: number });
  await expect(drawer.getByRole('list', { name: 'History' })).toContainText('The March rate is wrong');
  await expectNoSeriousA11yViolations(page);

  // The drawer is in the link: a reload opens it again.
  await expect(page).toHaveURL(/invoice=\d+/);
  await reloadWhenSettled(page);
  await expect(page.getByRole('dialog', { name: number })).toBeVisible();
});

test('mark an invoice partially paid: the amount paid, the balance shown, the chip after', async ({
  page,
}) => {
  const grid = await openInvoices(page, '/invoices?view=not_paid');
  const [number] = await grid.rowNames();
  await rowOf(page, number!)
    .getByRole('button', { name: `Actions for ${number}` })
    .click();
  await page.getByRole('menuitem', { name: 'Payment status…' }).click();

  const dialog = new FormDialogObject(page, `Payment of ${number}`);
  await dialog.root.getByRole('radio', { name: 'Partially paid' }).check();
  await dialog.field(/^Amount paid/).fill('1');
  await expect(dialog.root.getByRole('status')).toContainText('Balance');
  await expectNoSeriousA11yViolations(page);
  await dialog.saveAndClose();

  await page.goto(`/invoices?q=${encodeURIComponent(number!)}`);
  await expect(rowOf(page, number!)).toContainText('Partially paid');
  await expect(rowOf(page, number!)).toContainText('1.00');
});

test('an approved invoice cannot be edited; one awaiting approval can', async ({ page }) => {
  const grid = await openInvoices(page, '/invoices?approval=approved');
  const [approved] = await grid.rowNames();
  await page.getByRole('link', { name: approved }).click();
  const drawer = page.getByRole('dialog', { name: approved });
  await expect(
    drawer.getByText('Approved invoices cannot be edited; reject it first to change it.'),
  ).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'How this was calculated' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Close invoice' }).click();
  await expect(page).not.toHaveURL(/invoice=/);
});
