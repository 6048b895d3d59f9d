import type { Page } from '@playwright/test';

// The link crawl's pieces: which links a screen offers, which of them are the same kind of link, and
// how to follow one the way a click does.

// Same-origin links of the page, outside tables, and in the first two rows of each table or grid (the
// rest of the rows link to the same kind of place). Downloads, mail and fragments are left out.
// `within` narrows it to what an open drawer or dialog offers.
export async function linksOn(page: Page, within: 'page' | 'dialogs' = 'page'): Promise<string[]> {
  return page.evaluate((scope) => {
    const hrefs = new Set<string>();
    const rowsSeen = new Map<Element, Element[]>();
    const roots = scope === 'page' ? [document] : Array.from(document.querySelectorAll('[role="dialog"]'));
    const anchors = roots.flatMap((root) => Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]')));
    for (const anchor of anchors) {
      if (anchor.hasAttribute('download') || anchor.target === '_blank') continue;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin) continue;
      const row = anchor.closest('tr, [role="row"]');
      const table = row?.closest('table, [role="grid"], [role="treegrid"], [role="table"]');
      if (row && table) {
        const rows = rowsSeen.get(table) ?? [];
        if (!rows.includes(row)) {
          if (rows.length >= 2) continue;
          rows.push(row);
          rowsSeen.set(table, rows);
        }
      }
      hrefs.add(`${url.pathname}${url.search}`);
    }
    return [...hrefs];
  }, within);
}

// Links of one kind lead to one screen: ids and numbers are the same link to the crawl.
export function kindOfLink(href: string): string {
  const url = new URL(href, 'http://crawl.invalid');
  const path = url.pathname.replace(/\d+/g, ':n');
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => `${key}=${value.replace(/\d+/g, ':n')}`)
    .sort()
    .join('&');
  return query ? `${path}?${query}` : path;
}

type NextWindow = Window & { next?: { router?: { push: (href: string) => Promise<boolean> } } };

// Follows a link as a click does: the app's router, no reload (the screens' own addresses were each
// loaded afresh already).
export async function followInApp(page: Page, href: string): Promise<void> {
  await page.evaluate(async (target) => {
    const router = (window as NextWindow).next?.router;
    if (!router) throw new Error('The Next router is not on window.next');
    await router.push(target);
  }, href);
}
