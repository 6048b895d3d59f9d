import { expect, type Locator, type Page } from '@playwright/test';
import { DataTableObject } from './data-table';
import { choose, FormDialogObject, typeDate } from './widgets';

// /time-offs as a person uses it: one route, its views in the address (?view=calendar, ?view=balances),
// the request dialog, the request drawer and the ledger drawer opened over any of them.

// The requests list (the default view): the queue tabs, the table, a row's menu, the bulk bar.
export class TimeOffRequestsPage {
  readonly table: DataTableObject;

  constructor(readonly page: Page) {
    this.table = new DataTableObject(page, 'Time-off requests');
  }

  // `query` is the address's query ("?queue=all&status=pending", "?request=new").
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/time-offs${query}`);
  }

  // The list, once its table is shown.
  async open(query = ''): Promise<DataTableObject> {
    await this.goto(query);
    await expect(this.table.root).toBeVisible();
    return this.table;
  }

  get waitingForMeTab(): Locator {
    return this.page.getByRole('tab', { name: /^Waiting for me/ });
  }

  // A decision from the menu of the person's first request ("Approve").
  async decideFromRow(person: string, action: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Actions for ${person}’s request` })
      .first()
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  // The person's links in the table: one a request.
  requestLinksOf(person: string): Locator {
    return this.table.root.getByRole('link', { name: person });
  }

  async openRequestOf(person: string): Promise<void> {
    await this.requestLinksOf(person).first().click();
  }

  async openFirstRequest(): Promise<void> {
    await this.table.root.getByRole('link').first().click();
  }

  // The first "Also off" cell with names in it ("Ana B., Luka M. +3").
  get firstAlsoOff(): Locator {
    return this.table.root.getByText(/^\S+ \S\.(, \S+ \S\.)?( \+\d+)?$/).first();
  }

  async newRequest(): Promise<RequestDialog> {
    await this.page.getByRole('button', { name: 'New request' }).click();
    return new RequestDialog(this.page);
  }

  get shortcutsSheet(): Locator {
    return this.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  }
}

// The new request dialog: type, days, the part of a day, the preview of what it takes, Send.
export class RequestDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'New time-off request' });
  }

  async chooseType(type: string): Promise<void> {
    await choose(this.root, 'Type', type);
  }

  async typeFirstDay(digits: string): Promise<void> {
    await typeDate(this.root, /First day/, digits);
  }

  async typeLastDay(digits: string): Promise<void> {
    await typeDate(this.root, /Last day/, digits);
  }

  // A day's part, its select named after the day ("Wed 3 Jun": Morning).
  async chooseDayPart(day: string, part: string): Promise<void> {
    await choose(this.root, day, part);
  }

  get note(): Locator {
    return this.root.getByLabel('Note');
  }

  get preview(): Locator {
    return this.root.getByRole('region', { name: 'Preview' });
  }

  async send(): Promise<void> {
    await this.root.getByRole('button', { name: 'Send request' }).click();
  }

  // The first date field's calendar; its days are the page's grid.
  async openCalendar(): Promise<Locator> {
    await this.root
      .getByRole('button', { name: /^Choose date, selected date is/ })
      .first()
      .click();
    return this.page.getByRole('grid');
  }
}

// A request's drawer, found by its title ("Mariam Lomidze: Vacation …"): steps, history, decisions.
export class RequestDrawer {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    name: RegExp,
  ) {
    this.root = page.getByRole('dialog', { name });
  }

  get approvalSteps(): Locator {
    return this.root.getByRole('list', { name: 'Approval steps' });
  }

  get history(): Locator {
    return this.root.getByRole('list', { name: 'History' });
  }

  // A decision of the drawer's actions ("Approve", "Reject").
  async decide(action: string): Promise<void> {
    await this.root
      .getByRole('group', { name: 'Request actions' })
      .getByRole('button', { name: action })
      .click();
  }
}

// The reason asked before a request is rejected.
export class RejectRequestDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Reject time off' });
  }

  get reason(): Locator {
    return this.root.getByLabel(/^Reason/);
  }

  async reject(): Promise<void> {
    await this.root.getByRole('button', { name: 'Reject' }).click();
  }
}

// The balance strip above the list: the signed-in person's available days and the terms that make them.
export class BalanceStrip {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Your time-off balance' });
  }

  get heading(): Locator {
    return this.root.getByRole('heading', { name: 'Your time-off balance' });
  }

  get available(): Locator {
    return this.root.getByText(/^Available [\d.]+ days?$/);
  }

  get terms(): Locator {
    return this.root.getByRole('list', { name: 'How the available days come about' });
  }

  // "Available 21.5 days", as a number.
  async availableDays(): Promise<number> {
    await expect(this.root).toContainText(/Available [\d.]+ days?/);
    const text = (await this.root.textContent()) ?? '';
    return Number(/Available ([\d.]+) day/.exec(text)?.[1]);
  }

  // A term opens the ledger at its kind ("… taken", "… allowance").
  async openTerm(name: RegExp): Promise<void> {
    await this.root.getByRole('button', { name }).click();
  }
}

// The vacation ledger drawer: what is available, its entries, an adjustment, the requests entries came
// from.
export class LedgerDrawer {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: /^Vacation ledger — / });
  }

  heading(person: string): Locator {
    return this.root.getByRole('heading', { name: `Vacation ledger — ${person}` });
  }

  get available(): Locator {
    return this.root.getByRole('status').filter({ hasText: /^Available / });
  }

  get entries(): Locator {
    return this.root.getByRole('table', { name: 'Ledger entries' });
  }

  // The entries of the kind the ledger was opened at.
  get markedEntries(): Locator {
    return this.root.locator('tr[aria-current="true"]');
  }

  entry(text: string): Locator {
    return this.root.getByRole('row').filter({ hasText: text });
  }

  // Taken entries link the request they came from ("Request #12").
  get firstRequestLink(): Locator {
    return this.root.getByRole('link', { name: /^Request #\d+$/ }).first();
  }

  get adjustButton(): Locator {
    return this.root.getByRole('button', { name: 'Adjust balance' });
  }

  // A manager's adjustment of the person's balance: its form.
  async adjustBalanceOf(person: string): Promise<FormDialogObject> {
    await this.adjustButton.click();
    return new FormDialogObject(this.page, `Adjust the balance of ${person}`);
  }

  async close(): Promise<void> {
    await this.root.getByRole('button', { name: 'Close the ledger' }).click();
  }
}

// The Balances view: everyone's vacation balance, filtered and sorted, and the other leave of a year.
export class BalancesTab {
  readonly table: DataTableObject;

  constructor(readonly page: Page) {
    this.table = new DataTableObject(page, 'Balances');
  }

  async open(): Promise<void> {
    await this.page.goto('/time-offs?view=balances');
  }

  get departmentFilter(): Locator {
    return this.page.getByRole('combobox', { name: 'Department' });
  }

  async filterByDepartment(department: string): Promise<void> {
    await choose(this.page, 'Department', department);
  }

  // The people's names, each a link to their ledger.
  get ledgerLinks(): Locator {
    return this.table.root.getByRole('link');
  }

  async openLedgerOf(person: string): Promise<void> {
    await this.table.root.getByRole('link', { name: `Vacation ledger of ${person}` }).click();
  }

  otherLeaveHeading(year: number): Locator {
    return this.page.getByRole('heading', { name: `Other leave in ${year}` });
  }

  async chooseOtherLeaveYear(year: number): Promise<void> {
    await choose(this.page, 'Other leave in', String(year));
  }
}

// The team calendar (?view=calendar): people × days on the planner grid, its legend and options.
export class TeamCalendar {
  constructor(readonly page: Page) {}

  // `params` follow the view in the address ("zoom=month&from=2025-05-01").
  async open(params: string): Promise<void> {
    await this.page.goto(`/time-offs?view=calendar&${params}`);
  }

  get grid(): Locator {
    return this.page.getByRole('grid', { name: 'Team calendar' });
  }

  // The row that counts who is absent each day.
  get absentRow(): Locator {
    return this.grid.getByRole('rowheader', { name: 'Absent' });
  }

  // The live region that reads the cell under the cursor, by the shape of what it says.
  underTheCursor(description: RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: description });
  }

  dayHeader(name: RegExp): Locator {
    return this.grid.getByRole('columnheader', { name });
  }

  cell(name: RegExp): Locator {
    return this.grid.getByRole('gridcell', { name });
  }

  get legend(): Locator {
    return this.page.getByRole('list', { name: 'Legend' });
  }

  get showRejected(): Locator {
    return this.page.getByRole('checkbox', { name: 'Show rejected' });
  }

  get coverageWarning(): Locator {
    return this.page.getByRole('combobox', { name: 'Coverage warning' });
  }

  async chooseCoverageWarning(option: string): Promise<void> {
    await this.coverageWarning.click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
  }

  get emptyState(): Locator {
    return this.page.getByText('No one to show');
  }
}
