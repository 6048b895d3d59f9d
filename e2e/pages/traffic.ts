import { expect, type Download, type Locator, type Page } from '@playwright/test';

// The traffic table of /traffic/table-view as a person uses it: people × months, their project lines
// opened, a month's time edited in place and undone, the filters, the CSV export.
export class TrafficTablePage {
  constructor(readonly page: Page) {}

  // `query` is the address's query ("?span=quarter&from=2025-04-01").
  async open(query = ''): Promise<void> {
    await this.page.goto(`/traffic/table-view${query}`);
  }

  get grid(): Locator {
    return this.page.getByRole('grid', { name: 'Traffic table' });
  }

  // A month's column ("May 2025").
  monthHeader(month: string): Locator {
    return this.grid.getByRole('columnheader', { name: month });
  }

  // The first row whose header starts with the name (a department's group, a person).
  rowHeader(name: string): Locator {
    return this.grid.getByRole('rowheader', { name: new RegExp(`^${name}`) }).first();
  }

  // The quarter or year shown ("Q2 2025").
  periodHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name });
  }

  get departmentFilter(): Locator {
    return this.page.getByRole('combobox', { name: 'Department' });
  }

  // The department filter takes several: the first it offers is picked, then its menu closed.
  async filterByFirstDepartment(): Promise<string> {
    await this.departmentFilter.click();
    const option = this.page.getByRole('option').first();
    const department = ((await option.textContent()) ?? '').trim();
    await option.click();
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('listbox')).toBeHidden();
    return department;
  }

  // The first project line shown under a person (confirmed or tentative).
  get projectLine(): Locator {
    return this.grid
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: /(Confirmed|Tentative)$/ }) })
      .first();
  }

  // Opens people, top first, until one shows a project line (at most `tries` of them).
  async showAProjectLine(tries = 10): Promise<void> {
    const openers = this.grid.getByRole('button', { name: /^Show the allocations of / });
    for (let tried = 0; tried < tries && (await this.projectLine.count()) === 0; tried += 1)
      await openers.first().click();
  }

  get hideAllocationsButton(): Locator {
    return this.grid.getByRole('button', { name: /^Hide the allocations of / }).first();
  }

  // A line's cell of a month, named "<month>: <time> · <share> …".
  monthCell(line: Locator, month: string): Locator {
    return line.getByRole('gridcell', { name: new RegExp(`^${month}: `) });
  }

  // A double click opens the cell's editor in place: its box, named "<month>: time per day".
  async editCell(cell: Locator, month: string): Promise<Locator> {
    await cell.dblclick();
    return this.grid.getByRole('textbox', { name: new RegExp(`${month}: time per day`) });
  }

  // The undo of the last change, named after it ("Undo … 50 % in Jun 2026 for …").
  undoButton(change: RegExp): Locator {
    return this.page.getByRole('button', { name: change });
  }

  get redoButton(): Locator {
    return this.page.getByRole('button', { name: 'Redo' });
  }

  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export CSV' }).click();
    return download;
  }

  get emptyState(): Locator {
    return this.page.getByText('No people match');
  }

  async clearFilters(): Promise<void> {
    await this.page.getByRole('button', { name: 'Clear filters' }).first().click();
  }

  get readOnlyNote(): Locator {
    return this.page.getByText('Read only: you can see the plan, but not change allocations.');
  }

  get addAllocationButton(): Locator {
    return this.page.getByRole('button', { name: 'Add allocation' });
  }
}

// The traffic timeline of /traffic/timeline-view as a keyboard user works it: the grid and what its
// live region says is under the cursor, the quick editor, bars by their names, the conflicts panel.
export class TrafficTimelinePage {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/traffic/timeline-view${query}`);
  }

  get grid(): Locator {
    return this.page.getByRole('grid', { name: 'Traffic timeline' });
  }

  // What the live region reads of the cell or bar under the cursor.
  get underTheCursor(): Locator {
    return this.page.getByRole('status', { name: 'Traffic timeline: under the cursor' });
  }

  // The quick editor Enter opens on the marked days.
  get newAllocation(): Locator {
    return this.page.getByRole('dialog', { name: /^New allocation for / });
  }

  // The first project the editor offers as running on those days (the others say when they start or
  // ended): its name, once chosen.
  async chooseFirstRunningProject(): Promise<string> {
    await this.newAllocation.getByRole('combobox', { name: /^Project/ }).click();
    const option = this.page.getByRole('option', { disabled: false }).first();
    const project = ((await option.textContent()) ?? '').trim();
    await option.click();
    return project;
  }

  async fillShare(percent: string): Promise<void> {
    await this.newAllocation.getByRole('textbox', { name: 'Share of an 8-hour day' }).fill(percent);
  }

  async saveAllocation(): Promise<void> {
    await this.newAllocation.getByRole('button', { name: 'Save' }).click();
  }

  // A bar or leave by its name ("Atlas Platform · 50 % · 4:00/d, 25 May", "Vacation, pending, …").
  cell(name: RegExp): Locator {
    return this.grid.getByRole('gridcell', { name });
  }

  // The toolbar's count of conflicts, "Conflicts (n)" with n at least 1.
  get conflictsButton(): Locator {
    return this.page.getByRole('button', { name: /^Conflicts \([1-9]\d*\)$/ });
  }

  get conflictsPanel(): Locator {
    return this.page.getByRole('dialog', { name: /^Conflicts/ });
  }

  // A conflict listed in the panel, by the words that say it.
  conflict(text: string): Locator {
    return this.conflictsPanel.getByRole('listitem').filter({ hasText: text });
  }

  async closeConflicts(): Promise<void> {
    await this.page.getByRole('button', { name: 'Close the conflicts' }).click();
  }
}
