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

// After the window changed size: the frames that lay the screen out again drawn, anything it asked for
// (rows a larger grid shows) answered.
export async function settledAfterResize(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await waitForApiToSettle(page);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}
