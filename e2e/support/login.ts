import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, storageStatePath, type Role } from './roles';

// Labels may carry MUI's required asterisk ("E-mail *"); anchoring keeps "Show password" out.
const EMAIL_LABEL = /^E-mail\s*\*?$/;
const PASSWORD_LABEL = /^Password\s*\*?$/;

// Logs in through the form, as a person would. Specs that only need a session use asRole() instead.
export async function loginAs(page: Page, role: Role): Promise<void> {
  const account = ACCOUNTS[role];
  await page.goto('/login');
  await page.getByLabel(EMAIL_LABEL).fill(account.email);
  await page.getByLabel(PASSWORD_LABEL).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(?:[/?#]|$)/);
}

// test.use(asRole('sale')) starts every test of the file with the session auth.setup.ts saved.
export function asRole(role: Role): { storageState: string } {
  return { storageState: storageStatePath(role) };
}
