import type { Locator, Page } from '@playwright/test';

// The three reports as a person uses them: the grid of a year, its charts and their table twins.
export class ReportPage {
  constructor(
    readonly page: Page,
    readonly year = new Date().getFullYear(),
  ) {}

  // The grid by its name ("Income by period, 2026").
  grid(name: string): Locator {
    return this.page.getByRole('table', { name: `${name}, ${this.year}`, exact: true });
  }

  // The waterfall (forecast to actual) and the per-period bars, as figures or as tables.
  waterfall(as: 'figure' | 'table' = 'figure'): Locator {
    return this.page.getByRole(as, { name: /from .* to .*, ended months of/ });
  }

  periods(as: 'figure' | 'table' = 'figure'): Locator {
    return this.page.getByRole(as, { name: /against .* per period/ });
  }
}
