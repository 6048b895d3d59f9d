import { type Locator, type Page } from '@playwright/test';
import { DataTableObject } from './data-table';

// The employee directory as a person uses it: search, figures, the table, bulk actions.
export class DirectoryPage {
  readonly grid: DataTableObject;
  readonly table: Locator;
  readonly searchBox: Locator;
  readonly figures: Locator;

  constructor(readonly page: Page) {
    this.grid = new DataTableObject(page, /employees$/i);
    this.table = this.grid.root;
    this.searchBox = page.getByRole('searchbox', { name: 'Search' });
    this.figures = page.getByRole('list', { name: 'People by availability' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/employees${query}`);
    await this.grid.waitForRows();
  }

  rowCheckboxes(): Locator {
    return this.grid.rowCheckboxes();
  }

  row(name: string): Locator {
    return this.grid.row(name);
  }

  rowCount(): Promise<number> {
    return this.grid.rowCount();
  }

  // The total in the page header: 'N people' or 'n of N people'.
  async totalCount(): Promise<number> {
    const text = (await this.page.getByText(/\d+ (people|person)$/).textContent()) ?? '';
    return Number(/(\d+) (people|person)$/.exec(text)?.[1] ?? 0);
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
  }

  selectFirst(count: number): Promise<string[]> {
    return this.grid.selectFirst(count);
  }

  // An availability figure: its link, named "<availability> <count>".
  figure(availability: string): Locator {
    return this.figures.getByRole('link', { name: new RegExp(`^${availability} \\d+$`) });
  }

  async figureCount(availability: string): Promise<number> {
    const name = (await this.figure(availability).textContent()) ?? '';
    return Number(/(\d+)$/.exec(name)?.[1] ?? Number.NaN);
  }

  async bulkAction(name: string): Promise<void> {
    await this.page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name, exact: true })
      .click();
  }
}
