import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { asRole, test } from '../fixtures';
import { APP_ROUTES, PUBLIC_ROUTES } from '../support/app-routes';
import { openSettled } from '../support/open-settled';

// `npm run screenshots`: every screen at 1280×800 as a person first sees it (the viewport, not the
// whole page), into SCREENSHOT_DIR (default screenshots/). Pictures, not checks: e2e/layout.spec.ts
// holds the rules.
const SIZE = { width: 1280, height: 800 };
const dir = process.env.SCREENSHOT_DIR || 'screenshots';
mkdirSync(dir, { recursive: true });

// "/employee/3/overview" → "employee-3-overview.png"; the query string is left out of the name.
function fileFor(route: string): string {
  const name = (route.split('?')[0] ?? '').replace(/^\//, '').replace(/\//g, '-');
  return join(dir, `${name || 'home'}.png`);
}

async function capture(page: Page, route: string): Promise<void> {
  await page.setViewportSize(SIZE);
  await openSettled(page, route);
  await page.screenshot({ path: fileFor(route), animations: 'disabled', caret: 'hide' });
}

test.describe('before log in', () => {
  for (const route of PUBLIC_ROUTES) test(route, ({ page }) => capture(page, route));
});

test.describe('as admin', () => {
  test.use(asRole('admin'));
  for (const route of APP_ROUTES) test(route, ({ page }) => capture(page, route));
});
