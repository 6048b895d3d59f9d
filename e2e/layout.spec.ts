import type { Page } from '@playwright/test';
import { asRole, expect, test } from './fixtures';
import { APP_ROUTES, PUBLIC_ROUTES } from './support/app-routes';
import { openSettled, settledAfterResize } from './support/open-settled';
import {
  formatFinding,
  LAYOUT_SIZES,
  measureLayout,
  sizeName,
  type LayoutFinding,
} from './support/layout-checks';

// Issue 32: every screen at both sizes, one load each: the page never scrolls sideways, no figure is
// cut inside its cell or card, and no sticky header or footer hides the first or last row.

// Both sizes in one test and one load: the screen opened at the first size, then the window resized to
// the second, as a person widens it (what a resize leaves wrong, a load at that size would too).
async function expectSoundLayoutAtBothSizes(page: Page, route: string): Promise<void> {
  const failures: string[] = [];
  for (const [index, size] of LAYOUT_SIZES.entries()) {
    const screen = `${route} at ${sizeName(size)}`;
    await test.step(sizeName(size), async () => {
      await page.setViewportSize(size);
      if (index === 0) await openSettled(page, route);
      else await settledAfterResize(page);
      const report = await measureLayout(page);
      for (const finding of report.shortened)
        test
          .info()
          .annotations.push({ type: 'shortened figure', description: formatFinding(screen, finding) });
      failures.push(...report.failures.map((finding) => formatFinding(screen, finding)));
    });
  }
  expect(failures, `layout of ${route}`).toEqual([]);
}

const RULE = 'no page overflow, no clipped figure, no row under a sticky header or footer at either size';

test.describe('before log in', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route}: ${RULE}`, async ({ page }) => {
      await expectSoundLayoutAtBothSizes(page, route);
    });
  }
});

test.describe('as admin', () => {
  test.use(asRole('admin'));

  for (const route of APP_ROUTES) {
    test(`${route}: ${RULE}`, async ({ page }) => {
      await expectSoundLayoutAtBothSizes(page, route);
    });
  }

  // The checks' own guard: faults put into a screen that passes are each found and named, and a figure
  // shortened with an ellipsis and its full value in a title is reported apart, not failed.
  test('the layout check fails on a clipped figure, a widened page and a header over a row, not on a figure shortened with its full value', async ({
    page,
  }) => {
    await page.setViewportSize(LAYOUT_SIZES[0]);
    await openSettled(page, '/invoices');
    const table = 'table[aria-label="Invoices"]';
    await page.addStyleTag({
      content: `
        ul[aria-label="Totals of the listed invoices"] > li:first-child .MuiTypography-h5 {
          width: 40px; overflow: hidden; white-space: nowrap;
        }
        ${table} tbody tr[aria-rowindex="2"] td { font-size: 48px; white-space: nowrap; }
        ${table} tbody tr[aria-rowindex="3"] td {
          font-size: 48px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
        }
        ${table} thead th { top: 48px !important; }
        main h1 { min-width: 3000px; }
      `,
    });
    await page
      .locator(`${table} tbody tr[aria-rowindex="3"] td`)
      .evaluateAll((cells) => cells.forEach((cell) => cell.setAttribute('title', cell.textContent ?? '')));
    const { failures, shortened } = await measureLayout(page);
    const found = (check: LayoutFinding['check'], element: RegExp) =>
      expect.objectContaining({ check, element: expect.stringMatching(element) });
    expect(failures).toEqual(
      expect.arrayContaining([
        found('page overflow', /^heading "Invoices" reaches \d+ px/),
        found('clipped figure', /^\S+ "[^"]*\d[^"]*" in card "Outstanding/),
        found('clipped figure', /^cell "[^"]*\d[^"]*" in row .* of table "Invoices"/),
        found('sticky cover', /^row .* of table "Invoices" under sticky columnheader/),
      ]),
    );
    expect(shortened).toEqual(
      expect.arrayContaining([found('clipped figure', /^cell "[^"]*\d[^"]*" in row .* of table "Invoices"/)]),
    );
  });

  test('the layout check fails on a footer moved over the last row', async ({ page }) => {
    await page.setViewportSize(LAYOUT_SIZES[0]);
    await openSettled(page, '/traffic/table-view');
    // The totals and forecast rows stick to the grid's bottom; lifted, they hide the last person.
    await page.addStyleTag({ content: '[role="grid"] > div:last-child { bottom: 60px !important; }' });
    const { failures } = await measureLayout(page);
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          check: 'sticky cover',
          element: expect.stringMatching(/^row .* of grid .* under sticky div "Total/),
          measure: expect.stringMatching(/scrolled to its end$/),
        }),
      ]),
    );
  });
});
