import type { Page } from '@playwright/test';
import { format, subMonths } from 'date-fns';
import {
  asRole,
  expect,
  expectNoSeriousA11yViolations,
  reloadWhenSettled,
  test,
  waitForApiToSettle,
} from './fixtures';
import { InvoicesPage } from './pages/invoices';
import { choose, FormDialogObject } from './pages/widgets';

test.use(asRole('admin'));

const invoicesOf = (page: Page) => new InvoicesPage(page);

// The seed is relative to today: last month's invoices are the newest, and some of them are never paid
// yet (awaiting approval, or approved and not due).
const lastMonth = subMonths(new Date(), 1);
const LAST_MONTH = { label: format(lastMonth, 'MMM yyyy'), value: format(lastMonth, 'yyyy-MM') };

test('filter by a service period and a payment status, reload, and see the same view', async ({ page }) => {
  const grid = await invoicesOf(page).open();
  await expectNoSeriousA11yViolations(page);

  await choose(page, 'Service period from', LAST_MONTH.label);
  await choose(page, 'Service period to', LAST_MONTH.label);
  await invoicesOf(page).chooseMany('Payment', 'Not paid');
  await expect(page).toHaveURL(new RegExp(`period_from=${LAST_MONTH.value}`));
  await expect(page).toHaveURL(/pay=np/);
  // The previous list stays on screen while the filtered one loads.
  await waitForApiToSettle(page);
  await grid.waitForRows();
  const before = await grid.rowNames();
  for (const number of before) {
    await expect(invoicesOf(page).row(number)).toContainText(LAST_MONTH.label);
    await expect(invoicesOf(page).row(number)).toContainText('Not paid');
  }

  await reloadWhenSettled(page);
  await grid.waitForRows();
  await expect(page.getByRole('combobox', { name: 'Service period from' })).toHaveText(LAST_MONTH.label);
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
  const grid = await invoicesOf(page).open('/invoices?per_page=10');
  await grid.selectAllBox().check();
  await expect(grid.selectionStatus()).toHaveText('10 on this page selected');
  await grid.selectAllMatching();
  const total = await invoicesOf(page).matchingCount();
  await expect(grid.selectionStatus()).toHaveText(`All ${total.toLocaleString('en')} matching selected`);
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText(
    `${total} invoices selected`,
  );

  await grid.nextPage();
  await expect(grid.pageRange()).toHaveText(/^11[–-]20 of /);
  await expect(grid.rowCheckboxes().first()).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await invoicesOf(page).chooseMany('Payment', 'Partially paid');
  await expect(page.getByText('The selection was cleared because the filters changed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toBeHidden();
});

test('bulk approve says before how many qualify, and after what was skipped and why', async ({ page }) => {
  // Awaiting approval first (the seed always has a few, fewer than 50), approved ones after: two of the
  // first from page 1 and one approved from page 2, as the selection spans pages.
  const grid = await invoicesOf(page).open(
    '/invoices?approval=pending&approval=approved&sort=approval_status:desc&per_page=50',
  );
  const pending = await grid.selectFirst(2);
  for (const number of pending) await expect(invoicesOf(page).row(number)).toContainText('Awaiting approval');
  await grid.nextPage();
  await expect(grid.pageRange()).toHaveText(/^51[–-]/);
  const [approved] = await grid.selectFirst(1);
  await expect(invoicesOf(page).row(approved!)).toContainText('Approved');
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
  // Approved, they leave the top of this order: each is looked up by its number.
  for (const number of pending) {
    await page.goto(`/invoices?q=${encodeURIComponent(number)}`);
    await expect(invoicesOf(page).row(number)).toContainText('Approved');
  }
});

test('reject with a reason from a row, and see it in the drawer’s history', async ({ page }) => {
  const grid = await invoicesOf(page).open('/invoices?view=awaiting');
  const [number] = await grid.rowNames();
  await invoicesOf(page)
    .row(number!)
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
  // A rejected invoice takes no payment: only those awaiting approval or approved.
  const grid = await invoicesOf(page).open('/invoices?view=not_paid&approval=pending&approval=approved');
  const [number] = await grid.rowNames();
  await invoicesOf(page)
    .row(number!)
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
  await expect(invoicesOf(page).row(number!)).toContainText('Partially paid');
  await expect(invoicesOf(page).row(number!)).toContainText('1.00');
});

test('an approved invoice cannot be edited; one awaiting approval can', async ({ page }) => {
  const grid = await invoicesOf(page).open('/invoices?approval=approved');
  const [approved] = await grid.rowNames();
  await page.getByRole('link', { name: approved }).click();
  const drawer = page.getByRole('dialog', { name: approved });
  await expect(
    drawer.getByText('Approved invoices cannot be edited; reject it first to change it.'),
  ).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Invoice lines' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Close invoice' }).click();
  await expect(page).not.toHaveURL(/invoice=/);
});
