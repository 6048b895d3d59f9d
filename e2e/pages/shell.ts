import { expect, type Locator, type Page } from '@playwright/test';

// The signed-in frame: navigation, notifications, account menu, impersonation banner.
export class Shell {
  readonly navigation: Locator;
  readonly notificationsButton: Locator;
  readonly accountButton: Locator;
  readonly impersonationBanner: Locator;

  constructor(readonly page: Page) {
    this.navigation = page.getByRole('navigation', { name: 'Main' });
    this.notificationsButton = page.getByRole('button', { name: /^Notifications/ });
    this.accountButton = page.getByRole('button', { name: /^Account menu for / });
    this.impersonationBanner = page.getByRole('status').filter({ hasText: 'You are signed in as' });
  }

  async unseenCount(): Promise<number> {
    const label = (await this.notificationsButton.getAttribute('aria-label')) ?? '';
    return Number(/(\d+) unseen/.exec(label)?.[1] ?? 0);
  }

  async openNotifications(): Promise<Locator> {
    await this.notificationsButton.click();
    const panel = this.page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    return panel;
  }

  async openAccountMenu(): Promise<Locator> {
    await this.accountButton.click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  async chooseAccountAction(name: string): Promise<void> {
    const menu = await this.openAccountMenu();
    await menu.getByRole('menuitem', { name }).click();
  }
}
