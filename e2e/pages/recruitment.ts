import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { DataTableObject } from './data-table';
import { choose, typeDate } from './widgets';

// A candidate as the add dialog takes them.
export type CandidateEntry = { first: string; last: string; email: string };

// Recruitment's active list (/admin/recruitment/active) as a person uses it: the table or the board of
// stages, the stage chips, the filters' search, adding a candidate, the bulk bar.
export class ActiveRecruitmentPage {
  readonly table: DataTableObject;

  constructor(readonly page: Page) {
    this.table = new DataTableObject(page, 'Active candidates');
  }

  // `query` is the address's query ("?layout=board", "?stage=screening").
  async open(query = ''): Promise<void> {
    await this.page.goto(`/admin/recruitment/active${query}`);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Active recruitment' });
  }

  // The tab of the active list, its count in its name ("Active (12)").
  get activeTab(): Locator {
    return this.page.getByRole('tab', { name: /^Active \(\d+\)$/ });
  }

  // A stage chip narrows the list to that stage ("Offer 3").
  async filterByStage(chip: RegExp): Promise<void> {
    await this.page.getByRole('group', { name: 'Stages' }).getByRole('button', { name: chip }).click();
  }

  get boardButton(): Locator {
    return this.page.getByRole('button', { name: 'Board' });
  }

  // A stage's column of the board ("New (4)").
  column(stage: string): Locator {
    return this.page
      .getByRole('region', { name: 'Candidates by stage' })
      .getByRole('region', { name: new RegExp(`^${stage} \\(`) });
  }

  // A candidate's card in a stage's column.
  card(stage: string, name: string): Locator {
    return this.column(stage).getByRole('listitem').filter({ hasText: name });
  }

  // The focusable part of a card (the one the keyboard moves), named "<name>, …".
  focusable(card: Locator): Locator {
    return card.locator('[tabindex="0"]');
  }

  firstCard(stage: string): Locator {
    return this.focusable(this.column(stage).getByRole('listitem').first());
  }

  async search(text: string): Promise<void> {
    await this.page
      .getByRole('search', { name: 'Filter candidates' })
      .getByRole('searchbox', { name: 'Search' })
      .fill(text);
  }

  // Opens the add dialog and types the person's name and e-mail.
  async addCandidate(person: CandidateEntry): Promise<CandidateDialog> {
    await this.page.getByRole('button', { name: 'Add candidate' }).click();
    const dialog = new CandidateDialog(this.page);
    await dialog.field(/^First name/).fill(person.first);
    await dialog.field(/^Last name/).fill(person.last);
    await dialog.field(/^E-mail/).fill(person.email);
    return dialog;
  }

  // Rejects the selected candidates for a reason of the tenant's list.
  async rejectSelected(reason: string): Promise<void> {
    await this.table.bulkAction('Reject…');
    const dialog = this.page.getByRole('dialog', { name: 'Reject' });
    await choose(dialog, 'Reason', reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
  }
}

// The add candidate dialog: its fields, the position, the CV, the duplicate warning, Add.
export class CandidateDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Add candidate' });
  }

  field(label: string | RegExp): Locator {
    return this.root.getByLabel(label);
  }

  async choosePosition(position: string): Promise<void> {
    await choose(this.root, /^Position/, position);
  }

  async attachCv(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.root.getByLabel('CV').setInputFiles(file);
  }

  // The live check's list of people we may already know.
  get duplicateWarning(): Locator {
    return this.root.getByRole('list', { name: 'This may be someone we know' });
  }

  async add(): Promise<void> {
    await this.root.getByRole('button', { name: 'Add', exact: true }).click();
  }
}

// A candidate's drawer, found by their full name: the CV preview, the stage, history, notes, hiring.
export class CandidateDrawer {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.root = page.getByRole('dialog', { name });
  }

  async previewCv(link: RegExp): Promise<void> {
    await this.root.getByRole('link', { name: link }).click();
  }

  get closePreviewLink(): Locator {
    return this.root.getByRole('link', { name: 'Close preview' });
  }

  async close(): Promise<void> {
    await this.root.getByRole('button', { name: 'Close candidate' }).click();
  }

  // The shortcut to the stage from which the profile is editable ("Move to Pre-offer").
  async moveTo(stage: string): Promise<void> {
    await this.root.getByRole('button', { name: `Move to ${stage}` }).click();
  }

  async chooseStage(stage: string): Promise<void> {
    await choose(this.root, /^Stage/, stage);
  }

  get history(): Locator {
    return this.root.getByRole('list', { name: 'History' });
  }

  get notes(): Locator {
    return this.root.getByRole('list', { name: 'Notes' });
  }

  async writeNote(text: string): Promise<void> {
    await this.root.getByLabel('New note').fill(text);
  }

  // A star of the note's rating ("4 of 5"): a radio.
  rating(stars: string): Locator {
    return this.root.getByRole('radio', { name: stars });
  }

  async addNote(): Promise<void> {
    await this.root.getByRole('button', { name: 'Add note' }).click();
  }

  get hireButton(): Locator {
    return this.root.getByRole('button', { name: 'Hire' });
  }

  async hire(): Promise<HireDialog> {
    await this.hireButton.click();
    return new HireDialog(this.page, this.name);
  }

  async sendRegistrationLink(): Promise<void> {
    await this.root.getByRole('button', { name: `Send registration link to ${this.name}` }).click();
  }
}

// The hire dialog: the start date, department, employment type and first availability, then Hire.
export class HireDialog {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    name: string,
  ) {
    this.root = page.getByRole('dialog', { name: `Hire ${name}` });
  }

  async typeStartDate(digits: string): Promise<void> {
    await typeDate(this.root, /^Start date/, digits);
  }

  async pick(label: RegExp, option: string): Promise<void> {
    await choose(this.root, label, option);
  }

  async hire(): Promise<void> {
    await this.root.getByRole('button', { name: 'Hire', exact: true }).click();
  }
}

// Recruitment's rejected list (/admin/recruitment/rejected): where and why candidates leave, the table,
// its search, a candidate restored, the export.
export class RejectedRecruitmentPage {
  readonly table: DataTableObject;

  constructor(readonly page: Page) {
    this.table = new DataTableObject(page, 'Rejected candidates');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/admin/recruitment/rejected${query}`);
  }

  get insightsHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Why and where candidates leave' });
  }

  get byReason(): Locator {
    return this.page.getByRole('list', { name: 'By reason' });
  }

  async search(text: string): Promise<void> {
    await this.page
      .getByRole('search', { name: 'Filter rejected candidates' })
      .getByRole('searchbox')
      .fill(text);
  }

  // A candidate's row, by the name on its checkbox.
  row(name: string): Locator {
    return this.table.root
      .getByRole('row')
      .filter({ has: this.page.getByRole('checkbox', { name: `Select ${name}` }) });
  }

  // The row's Restore opens the dialog that asks to which stage.
  async restore(name: string): Promise<Locator> {
    await this.row(name)
      .getByRole('button', { name: `Restore ${name}` })
      .click();
    return this.page.getByRole('dialog', { name: `Restore ${name}?` });
  }

  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export CSV' }).click();
    return download;
  }

  get emptyPeriod(): Locator {
    return this.page.getByText('No rejections in this period', { exact: true });
  }
}
