import { expect, type Locator, type Page } from '@playwright/test';
import { parse } from 'date-fns';
import { DataTableObject } from './data-table';
import { choose, typeDate } from './widgets';

// A file as a file field takes it.
type FileEntry = { name: string; mimeType: string; buffer: Buffer };

// The projects list (/projects) as a person uses it: the table, the status chips, the search, New.
export class ProjectsListPage {
  readonly table: DataTableObject;

  constructor(readonly page: Page) {
    this.table = new DataTableObject(page, 'Projects');
  }

  // `query` is the address's query ("?search=orbit").
  async open(query = ''): Promise<void> {
    await this.page.goto(`/projects${query}`);
  }

  // The first project's link: there once the rows are drawn.
  get firstProjectLink(): Locator {
    return this.table.root.getByRole('link').first();
  }

  projectLink(title: string): Locator {
    return this.table.root.getByRole('link', { name: title });
  }

  // A project's row, by the link of its title.
  row(title: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name: title }) });
  }

  get searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search' });
  }

  // A status chip, its count in its name ("Active 12", "All 40"): a link that filters the list.
  statusChip(name: RegExp): Locator {
    return this.page.getByRole('list', { name: 'Projects by status' }).getByRole('link', { name });
  }

  async newProject(): Promise<NewProjectForm> {
    await this.page.getByRole('link', { name: 'New project' }).click();
    return new NewProjectForm(this.page);
  }
}

// The new project form (/projects/new).
export class NewProjectForm {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('form', { name: 'New project' });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'New project' });
  }

  get title(): Locator {
    return this.root.getByLabel(/^Title/);
  }

  // The client box takes a new client's name as typed.
  async typeClient(name: string): Promise<void> {
    await this.root.getByRole('combobox', { name: 'Client' }).fill(name);
  }

  async chooseStatus(status: string): Promise<void> {
    await choose(this.root, /^Status/, status);
  }

  async typeStartDate(digits: string): Promise<void> {
    await typeDate(this.root, /^Start date/, digits);
  }

  get description(): Locator {
    return this.root.getByLabel('Description');
  }

  async attachContract(file: FileEntry): Promise<void> {
    await this.root.getByLabel('Contract', { exact: true }).setInputFiles(file);
  }

  async create(): Promise<void> {
    await this.root.getByRole('button', { name: 'Create project' }).click();
  }
}

// One project (/projects/<id>/<tab>) as a person uses it: its header (title, status, currency, the
// actions menu), its tabs, and the overview's key figures and chart.
export class ProjectPage {
  constructor(
    readonly page: Page,
    readonly id = 1,
  ) {}

  // `tab` is the address's tab ('' the overview, 'terms', 'admin', …); `query` its query ("?cur=company").
  async open(tab = '', query = ''): Promise<void> {
    await this.page.goto(`/projects/${this.id}${tab ? `/${tab}` : ''}${query}`);
  }

  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  get status(): Locator {
    return this.page.getByRole('combobox', { name: 'Status' });
  }

  async setStatus(status: string): Promise<void> {
    await choose(this.page, 'Status', status);
  }

  // The currency switch: "Company currency (EUR)", "Project currency (USD)".
  currencyButton(name: string): Locator {
    return this.page.getByRole('button', { name });
  }

  // The note that says which currency the amounts are in.
  get currencyNote(): Locator {
    return this.page.getByRole('note');
  }

  // Delete from the header's menu: the confirmation it asks first.
  async deleteProject(title: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Project actions' }).click();
    await this.page.getByRole('menuitem', { name: 'Delete project…' }).click();
    return this.page.getByRole('dialog', { name: `Delete ${title}?` });
  }

  // What answers a delete the server refuses (a project with invoices), with what to do instead.
  get deletionRefused(): Locator {
    return this.page.getByRole('dialog', { name: 'This project cannot be deleted' });
  }

  // Once loaded: while the list is busy its cards hold their places with hidden stand-in figures.
  get keyFigures(): Locator {
    return this.page
      .getByRole('list', { name: 'Key figures' })
      .and(this.page.locator(':not([aria-busy="true"])'));
  }

  // A key figure's card, by the label it starts with ("Invoiced", "Contract value").
  keyFigure(label: string): Locator {
    return this.keyFigures.getByRole('listitem').filter({ hasText: new RegExp(`^${label}`) });
  }

  // A section's heading of the overview ("Alerts", "Team").
  sectionHeading(name: string): Locator {
    return this.page.getByRole('heading', { name });
  }

  // The overview chart's numbers, as a table on request.
  async showTheNumbers(): Promise<void> {
    await this.page.getByRole('button', { name: 'Show the numbers' }).click();
  }

  get hideTheNumbersButton(): Locator {
    return this.page.getByRole('button', { name: 'Hide the numbers' });
  }

  get monthsTable(): Locator {
    return this.page.getByRole('table', { name: /^Forecast and actual by month in [A-Z]{3}/ });
  }

  // The classic view's table of terms.
  get classicTerms(): Locator {
    return this.page.getByRole('table', { name: 'Terms' });
  }
}

// A project's administration tab: the billing details form and the MoneyBird contact.
export class ProjectAdministration {
  constructor(readonly page: Page) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Billing details' });
  }

  field(label: string | RegExp): Locator {
    return this.form.getByLabel(label);
  }

  get language(): Locator {
    return this.form.getByRole('combobox', { name: 'Invoice language' });
  }

  async chooseLanguage(language: string): Promise<void> {
    await choose(this.form, 'Invoice language', language);
  }

  async attachFile(file: FileEntry): Promise<void> {
    await this.form.getByLabel('New files').setInputFiles(file);
  }

  get files(): Locator {
    return this.form.getByRole('list', { name: 'Project files' });
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save billing details' }).click();
  }

  get moneyBird(): Locator {
    return this.page.getByRole('region', { name: 'MoneyBird contact' });
  }

  // Takes the contact MoneyBird suggests and saves the mapping.
  async mapSuggestedContact(): Promise<void> {
    await this.moneyBird.getByRole('button', { name: 'Use this contact' }).click();
    await this.moneyBird.getByRole('button', { name: 'Save mapping' }).click();
  }
}

// A project's terms tab: the current and ended terms, a term added, edited or deleted.
export class ProjectTerms {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: 'Terms' });
  }

  // The current terms' table, or the words that say there is none.
  get currentTerms(): Locator {
    return this.page
      .getByRole('table', { name: 'Current terms' })
      .or(this.page.getByText('No current terms'));
  }

  async showEndedTerms(): Promise<void> {
    await this.page.getByRole('switch', { name: 'Show ended terms' }).check();
  }

  get endedTermsHeading(): Locator {
    return this.page.getByRole('heading', { level: 3, name: 'Ended terms' });
  }

  async addTerm(): Promise<TermDialog> {
    await this.page.getByRole('button', { name: 'Add a term' }).click();
    return new TermDialog(this.page, 'Add a term');
  }

  // A term's row, wherever it is listed (current or ended terms).
  row(person: string, range: string): Locator {
    return this.page.getByRole('row').filter({ hasText: person }).filter({ hasText: range });
  }

  async edit(person: string, range: string): Promise<TermDialog> {
    await this.page.getByRole('button', { name: `Edit ${person}, ${range}` }).click();
    return new TermDialog(this.page, `Edit the term of ${person}`);
  }

  // Delete asks first: the confirmation.
  async delete(person: string, range: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Delete ${person}, ${range}` }).click();
    return this.page.getByRole('dialog', { name: 'Delete this term?' });
  }
}

// The dialog of a term (added or edited): person, dates, time a day, rate, and the forecast.
export class TermDialog {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    name: string,
  ) {
    this.root = page.getByRole('dialog', { name });
  }

  // "The project runs 1 Feb 2025 – 28 Feb 2026." or "The project runs from 1 Feb 2025.": its first day.
  async projectStart(): Promise<Date> {
    const text = (await this.root.getByText(/^The project runs/).textContent()) ?? '';
    const match = /The project runs (?:from )?(\d{1,2} \w{3} \d{4})/.exec(text);
    expect(match).not.toBeNull();
    return parse(match?.[1] ?? '', 'd MMM yyyy', new Date());
  }

  // The n-th person the picker offers (0 the first): their name, once chosen.
  async choosePerson(index: number): Promise<string> {
    await this.root.getByRole('combobox', { name: /^Person/ }).click();
    const option = this.page.getByRole('option').nth(index);
    await expect(option).toBeVisible();
    const name = (await option.textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await option.click();
    await expect(this.page.getByRole('listbox')).toBeHidden();
    return name;
  }

  async typeFrom(digits: string): Promise<void> {
    await typeDate(this.root, /^From/, digits);
  }

  async typeTo(digits: string): Promise<void> {
    await typeDate(this.root, /^To/, digits);
  }

  get share(): Locator {
    return this.root.getByLabel(/^Share of an 8-hour day/);
  }

  get hoursADay(): Locator {
    return this.root.getByLabel(/^Hours a day/);
  }

  get hourlyRate(): Locator {
    return this.root.getByLabel(/^Hourly rate/);
  }

  get forecast(): Locator {
    return this.root.getByRole('region', { name: 'Forecast for these dates' });
  }

  // The days the forecast skips, each with why ("Weekend").
  async showSkippedDays(): Promise<Locator> {
    await this.forecast.getByRole('button', { name: /^Show the \d+ skipped days?$/ }).click();
    return this.forecast.getByRole('list', { name: 'Skipped days' });
  }

  async save(): Promise<void> {
    await this.root.getByRole('button', { name: 'Save' }).click();
  }
}

// A project's reminders tab: grouped by when they are due.
export class ProjectReminders {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: 'Reminders' });
  }

  // The first group's heading ("Overdue (2)"), or the words that say nothing is due.
  get firstGroupOrNothingDue(): Locator {
    return this.page
      .getByRole('heading', { level: 3, name: /^(Overdue|This week|Later) \(\d+\)$/ })
      .first()
      .or(this.page.getByText('Nothing due'));
  }
}

// A project's revenue tab: a year by month or quarter, the baseline, what explains the difference.
export class ProjectRevenue {
  constructor(readonly page: Page) {}

  heading(year: number): Locator {
    return this.page.getByRole('heading', { name: `Revenue ${year}` });
  }

  // A period's column ("Jan …", "Q1 …").
  periodHeader(name: RegExp): Locator {
    return this.page.getByRole('columnheader', { name });
  }

  get differenceHeading(): Locator {
    return this.page.getByRole('heading', { name: 'What explains the difference' });
  }

  get difference(): Locator {
    return this.page.getByRole('table', { name: 'What explains the difference' });
  }

  get invoicesHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Invoices', exact: true });
  }

  get quartersButton(): Locator {
    return this.page.getByRole('button', { name: 'Quarters' });
  }

  get baselineSwitch(): Locator {
    return this.page.getByRole('switch', { name: 'Show the baseline' });
  }

  // The first baseline row ("Baseline (USD)").
  get baselineRow(): Locator {
    return this.page.getByRole('rowheader', { name: /^Baseline \([A-Z]{3}\)$/ }).first();
  }

  async previousYear(): Promise<void> {
    await this.page.getByRole('button', { name: 'Previous year' }).click();
  }
}
