import { expect, type Locator, type Page } from '@playwright/test';

// The shared widgets as a person uses them, for every spec: by role and label, never by CSS class.
// `scope` is the page, or the dialog or section the widget sits in.
type Scope = Page | Locator;

const pageOf = (scope: Scope): Page => ('keyboard' in scope ? scope : scope.page());

// A date field (MUI X sections, dd/MM/yyyy): its Day section, then the digits as typed.
export async function typeDate(scope: Scope, label: string | RegExp, digits: string): Promise<void> {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  await pageOf(scope).keyboard.type(digits);
}

// Opens a select's menu. On a busy machine a click can land while the dialog re-renders and the menu
// stays shut (seen once in CI): the click is tried again until the menu shows.
async function openSelect(scope: Scope, label: string | RegExp): Promise<void> {
  const page = pageOf(scope);
  await expect(async () => {
    await scope.getByRole('combobox', { name: label }).click();
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

// A select: open it, pick the option, and wait for the menu to fade out (half-transparent, its
// items would fail an accessibility scan that comes next).
export async function choose(scope: Scope, label: string | RegExp, option: string): Promise<void> {
  const page = pageOf(scope);
  await openSelect(scope, label);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

// The first choice a select offers: its name, once chosen.
export async function chooseFirst(scope: Scope, label: string | RegExp): Promise<string> {
  const page = pageOf(scope);
  await openSelect(scope, label);
  const option = page.getByRole('option').first();
  const name = (await option.textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await option.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  return name;
}

// A form dialog (FormDialog): found by its title; saved, it closes.
export class FormDialogObject {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    name: string | RegExp,
  ) {
    this.root = page.getByRole('dialog', { name });
  }

  field(label: string | RegExp): Locator {
    return this.root.getByLabel(label);
  }

  async save(): Promise<void> {
    await this.root.getByRole('button', { name: 'Save' }).click();
  }

  async saveAndClose(): Promise<void> {
    await this.save();
    await expect(this.root).toBeHidden();
  }
}

// The confirmation before something is deleted or changed for good (ConfirmDialog).
export async function confirm(page: Page, title: string | RegExp, button: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}
