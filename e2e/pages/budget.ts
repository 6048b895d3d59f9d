import { expect, type Locator, type Page } from '@playwright/test';

// The budget grid as a person uses it: a year's table and a month's budget cell.
export class BudgetPage {
  constructor(
    readonly page: Page,
    readonly year = new Date().getFullYear(),
  ) {}

  // A month's budget cell of the first income row ("Budget, <row>, March: 1,234.00 EUR").
  cell(month: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Budget, .*, ${month}: `) }).first();
  }

  // The cell's editor once it is open ("Budget, <row>, March").
  editor(month: string): Locator {
    return this.page.getByRole('textbox', { name: new RegExp(`^Budget, .*, ${month}$`) });
  }

  table(): Locator {
    return this.page.getByRole('table', { name: `Budget ${this.year}` });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/budget${query}`);
    await expect(this.table()).toBeVisible();
    await expect(this.cell('March')).toBeVisible();
  }
}
