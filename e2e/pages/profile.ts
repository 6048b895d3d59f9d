import { expect, type Locator, type Page } from '@playwright/test';

// The admin demo account is user 1 of acme: their own profile is editable (stage empty). A person
// whose stage is past 'pre-offer' is read-only; `readOnlyPersonId` finds one through the API.
export const EDITABLE_PERSON_ID = 1;

// One employee's profile as a person uses it: tabs by name, sections by their heading.
export class ProfilePage {
  constructor(
    readonly page: Page,
    readonly personId: number = EDITABLE_PERSON_ID,
  ) {}

  async goto(tab = 'overview', query = ''): Promise<void> {
    await this.page.goto(`/employee/${this.personId}/${tab}${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(this.page.getByRole('tablist', { name: 'Profile sections' })).toBeVisible();
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab', { name });
  }

  section(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: title });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
