import { expect, type Locator, type Page } from '@playwright/test';

// The employee directory as a person uses it: search, rows, selection, bulk actions.
export class DirectoryPage {
  readonly table: Locator;
  readonly searchBox: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: /employees$/i });
    this.searchBox = page.getByRole('searchbox', { name: 'Search' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/employees${query}`);
    await expect(this.rowCheckboxes().first()).toBeVisible();
  }

  rowCheckboxes(): Locator {
    return this.table.getByRole('checkbox', { name: /^Select (?!all)/ });
  }

  row(name: string): Locator {
    return this.table.getByRole('checkbox', { name: `Select ${name}` });
  }

  async rowCount(): Promise<number> {
    return Number((await this.table.getAttribute('aria-rowcount')) ?? 1) - 1;
  }

  // The total in the page header: 'N people' or 'n of N people'.
  async totalCount(): Promise<number> {
    const text = (await this.page.getByText(/\d+ (people|person)$/).textContent()) ?? '';
    return Number(/(\d+) (people|person)$/.exec(text)?.[1] ?? 0);
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
  }

  // Selects the first n rows and returns their names.
  async selectFirst(count: number): Promise<string[]> {
    const names: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const box = this.rowCheckboxes().nth(index);
      names.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
      await box.check();
    }
    return names;
  }

  async bulkAction(name: string): Promise<void> {
    await this.page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name, exact: true })
      .click();
  }
}
