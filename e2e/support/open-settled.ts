import { expect, type Page } from '@playwright/test';
import { waitForApiToSettle } from './settle';

// A screen as people read it: its title shown, its requests answered, no spinner or skeleton left.
export async function openSettled(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForApiToSettle(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}
