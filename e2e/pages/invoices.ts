import { expect, type Locator, type Page } from '@playwright/test';
import { DataTableObject } from './data-table';

// The invoices list as a person uses it: the table, its filters, a row by its number.
export class InvoicesPage {
  readonly grid: DataTableObject;

  constructor(readonly page: Page) {
    this.grid = new DataTableObject(page, 'Invoices');
  }

  // The list, waited for until its rows are drawn.
  async open(url = '/invoices'): Promise<DataTableObject> {
    await this.page.goto(url);
    await this.grid.waitForRows();
    return this.grid;
  }

  // A multiple select stays open after a pick: Escape closes it.
  async chooseMany(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('listbox')).toBeHidden();
  }

  // Every invoice matching, from the page bar ("1–10 of 138").
  async matchingCount(): Promise<number> {
    const text = (await this.grid.pageRange().textContent()) ?? '';
    return Number(text.replace(/^.* of /, '').replace(/\D/g, ''));
  }

  // The row of an invoice by its number.
  row(number: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('checkbox', { name: `Select ${number}` }) });
  }
}
