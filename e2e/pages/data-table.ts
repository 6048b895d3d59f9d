import { expect, type Locator, type Page } from '@playwright/test';

// The shared DataTable as a person uses it: rows by their checkbox ("Select <row>"), the select-all box,
// the selection status, sorting by a column header, the column menu, and the page bar of server-paged
// tables (MUI's TablePagination). Screens' page objects hold one of these.
export class DataTableObject {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    name: string | RegExp,
  ) {
    this.root = page.getByRole('table', { name });
  }

  rowCheckboxes(): Locator {
    return this.root.getByRole('checkbox', { name: /^Select (?!all)/ });
  }

  row(name: string): Locator {
    return this.root.getByRole('checkbox', { name: `Select ${name}` });
  }

  // Rows in the list (aria-rowcount counts the header row too), drawn or not.
  async rowCount(): Promise<number> {
    return Number((await this.root.getAttribute('aria-rowcount')) ?? 1) - 1;
  }

  async waitForRows(): Promise<void> {
    await expect(this.rowCheckboxes().first()).toBeVisible();
  }

  // The names of the rows drawn, top to bottom.
  async rowNames(): Promise<string[]> {
    const labels = await this.rowCheckboxes().evaluateAll((boxes) =>
      boxes.map((box) => box.getAttribute('aria-label') ?? ''),
    );
    return labels.map((label) => label.replace(/^Select /, ''));
  }

  // Selects the first n rows drawn and returns their names.
  async selectFirst(count: number): Promise<string[]> {
    const names: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const box = this.rowCheckboxes().nth(index);
      names.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
      await box.check();
    }
    return names;
  }

  selectAllBox(): Locator {
    return this.root.getByRole('checkbox', { name: 'Select all rows' });
  }

  // The selection's status line ("2 selected · 25 on this page", "All 312 matching selected"), not the
  // bulk bar's count ("3 invoices selected"), which is a status too.
  selectionStatus(): Locator {
    return this.page
      .locator('[role="status"]:not([role="region"][aria-label="Bulk actions"] *)')
      .filter({ hasText: /selected/ });
  }

  async selectAllMatching(): Promise<void> {
    await this.page.getByRole('button', { name: /^Select all [\d,]+ matching$/ }).click();
  }

  // The bar of what can be done to the selected rows ("2 requests selected", Approve, Delete…).
  bulkBar(): Locator {
    return this.page.getByRole('region', { name: 'Bulk actions' });
  }

  async bulkAction(name: string): Promise<void> {
    await this.bulkBar().getByRole('button', { name }).click();
  }

  async clearSelection(): Promise<void> {
    await this.page.getByRole('button', { name: 'Clear', exact: true }).click();
  }

  columnHeader(name: string | RegExp): Locator {
    return this.root.getByRole('columnheader', { name });
  }

  // A click on the header's sort button: ascending first, then descending.
  async sortBy(name: string | RegExp): Promise<void> {
    await this.columnHeader(name).getByRole('button').click();
  }

  // 'ascending', 'descending' or null, as the header announces it.
  async sortOf(name: string | RegExp): Promise<string | null> {
    return this.columnHeader(name).getAttribute('aria-sort');
  }

  // The column menu: show or hide a column by its name.
  async toggleColumn(label: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Columns' }).click();
    const menu = this.page.getByRole('dialog', { name: /columns/i });
    await menu.getByRole('checkbox', { name: label }).click();
    await this.page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }

  // Server paging: "1–25 of 312" and the bar's buttons and page size.
  pageRange(): Locator {
    return this.page.getByText(/^\d+[–-]\d+ of /);
  }

  async nextPage(): Promise<void> {
    await this.page.getByRole('button', { name: 'Go to next page' }).click();
  }

  async previousPage(): Promise<void> {
    await this.page.getByRole('button', { name: 'Go to previous page' }).click();
  }

  async setPageSize(size: number): Promise<void> {
    await this.page.getByRole('combobox', { name: /rows per page/i }).click();
    await this.page.getByRole('option', { name: String(size), exact: true }).click();
    await expect(this.page.getByRole('listbox')).toBeHidden();
  }
}
