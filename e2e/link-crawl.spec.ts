import { type Page } from '@playwright/test';
import { asRole, expect, ROLES, test, waitForApiToSettle, type ConsoleError } from './fixtures';
import { APP_ROUTES } from './support/app-routes';
import { followInApp, kindOfLink, linksOn } from './support/crawl';
import { Shell } from './pages/shell';

// The seams between screens (issue 29): each role opens every screen of SPEC §2 by its address, then
// follows every link those screens offer (outside tables, and the first rows of each table), and every
// link of a drawer or dialog one of them opens, once per kind of link. Nothing may lead to /404, an error state, an 'Unexpected error' toast or a console error.

// What a screen that failed shows: a section's or the screen's error state, or the catalogue's toast.
const FAILURE_TEXT = /could not be (loaded|shown)|stopped working/i;

async function problemsOn(page: Page, consoleErrors: ConsoleError[], from: number): Promise<string[]> {
  const problems: string[] = [];
  if (new URL(page.url()).pathname === '/404') problems.push('landed on /404');
  if (await page.getByRole('heading', { level: 1, name: 'Page not found', includeHidden: true }).isVisible())
    problems.push('shows "Page not found"');
  for (const alert of await page
    .getByRole('alert', { includeHidden: true })
    .filter({ hasText: FAILURE_TEXT })
    .all())
    if (await alert.isVisible())
      problems.push(`shows an error state: ${(await alert.innerText()).trim().split('\n')[0]}`);
  if (await page.getByText('Unexpected error', { exact: true }).isVisible())
    problems.push("shows the 'Unexpected error' toast");
  for (const error of consoleErrors.slice(from)) problems.push(`console ${error.kind}: ${error.text}`);
  return problems;
}

for (const role of ROLES) {
  test.describe(`as ${role}`, () => {
    test.use(asRole(role));
    // Eighteen screens loaded afresh and every kind of link on them followed: minutes on a busy machine.
    test.describe.configure({ timeout: 300_000 });

    test('every screen renders in the shell with a title, and every link on it leads somewhere that works', async ({
      page,
      consoleErrors,
    }) => {
      const shell = new Shell(page);
      const found = new Map<string, { href: string; from: string }>();
      const problems: string[] = [];

      for (const route of APP_ROUTES) {
        await test.step(route, async () => {
          const from = consoleErrors.length;
          await page.goto(route);
          await expect(shell.navigation).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`${route.replace(/[/]/g, '\\/')}$`));
          await expect(page).toHaveTitle(/Staff Portal$/);
          await waitForApiToSettle(page);
          for (const problem of await problemsOn(page, consoleErrors, from))
            problems.push(`${route}: ${problem}`);
          for (const href of await linksOn(page)) {
            const kind = kindOfLink(href);
            if (!found.has(kind)) found.set(kind, { href, from: route });
          }
        });
      }

      for (const { href, from } of found.values()) {
        await test.step(`${from} → ${href}`, async () => {
          const start = consoleErrors.length;
          await followInApp(page, href);
          // A drawer or dialog the link opens hides the screen from the accessibility tree, not the eye.
          await expect(page.getByRole('heading', { level: 1, includeHidden: true }).first()).toBeVisible();
          await waitForApiToSettle(page);
          for (const problem of await problemsOn(page, consoleErrors, start))
            problems.push(`${href} (a link on ${from}): ${problem}`);
          // What a drawer or dialog the link opened offers is followed too (this loop reaches it).
          for (const inner of await linksOn(page, 'dialogs')) {
            const kind = kindOfLink(inner);
            if (!found.has(kind)) found.set(kind, { href: inner, from: href });
          }
        });
      }

      console.log(
        `link crawl as ${role}: ${APP_ROUTES.length} screens, ${found.size} kinds of link followed\n  ` +
          [...found.values()].map(({ href, from }) => `${from} → ${href}`).join('\n  '),
      );
      expect(problems, `what the crawl found as ${role}`).toEqual([]);
    });
  });
}
