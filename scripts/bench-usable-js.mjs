// Bench section: the JavaScript a screen needs before it is usable: its first load (the build
// manifest's chunks) plus every chunk it fetches on mount (next/dynamic screens, charts, dialogs opened
// by the link), until the network is idle with the screen's data shown. Read from the page's resource
// timings in the plain build against `npm run api` (scripts/bench-network-app.mjs), each chunk gzipped
// at level 9 from disk as the first-load section does. The layout shift of the same load is summed
// (what arrived late and pushed the page). Figures only; nothing here fails a build.
import { join } from 'node:path';
import { gzipSizer } from './bench-bundles.mjs';
import { MEASURED_NET_DIST, NETWORK_APP_URL, withNetworkApp } from './bench-network-app.mjs';

export const USABLE_JS_BUDGETS = { screenKb: 400, chartsKb: 450, cls: 0.02 };

// Every screen of the app (the e2e crawl's list), signed in as the admin; `charts` where the screen
// draws a chart on mount.
export const USABLE_JS_SCREENS = [
  { path: '/login', signedOut: true },
  { path: '/employees' },
  { path: '/employee/1' },
  { path: '/add-employee' },
  { path: '/time-offs' },
  { path: '/admin/recruitment/active' },
  { path: '/admin/recruitment/rejected' },
  { path: '/traffic/table-view' },
  { path: '/traffic/timeline-view' },
  { path: '/invoices' },
  { path: '/projects' },
  { path: '/projects/1', charts: true },
  { path: '/budget', charts: true },
  { path: '/reports/income', charts: true },
  { path: '/reports/profitability', charts: true },
  { path: '/reports/salary', charts: true },
  { path: '/settings' },
];

const kb = (bytes) => Math.round(bytes / 100) / 10;

export const OBSERVE_SHIFTS = () => {
  window.__benchShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__benchShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

export async function scriptsOfLoad(page, path) {
  await page.goto(`${NETWORK_APP_URL}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
  // A quiet second more: a chunk asked for after the data arrived still counts.
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource');
    // Next prefetches a linked route with <link rel="prefetch"> (initiator "link") and, once idle, runs
    // the same files as scripts: both are idle-time work for the next screen, not what this one needs.
    const prefetched = new Set(
      entries.filter((entry) => entry.initiatorType === 'link').map((entry) => entry.name),
    );
    return {
      scripts: entries
        .filter((entry) => entry.initiatorType === 'script' && !prefetched.has(entry.name))
        .map((entry) => new URL(entry.name).pathname),
      layoutShift: window.__benchShift ?? 0,
    };
  });
}

export async function usableJsSection({ chromium: executablePath, skipBuild }) {
  console.log(
    '\nJS before a screen is usable (first load + what it fetches on mount; gzip -9, kB = 1000 bytes)\n',
  );
  if (!executablePath) {
    console.log('skipped: no Chromium found (set CHROMIUM_PATH)');
    return { skipped: 'no Chromium' };
  }
  const { sizeOf } = gzipSizer();
  const rows = await withNetworkApp({ executablePath, skipBuild }, async ({ page, signIn }) => {
    await page.context().addInitScript(OBSERVE_SHIFTS);
    const measured = [];
    const measure = async (screen) => {
      const { scripts, layoutShift } = await scriptsOfLoad(page, screen.path);
      const chunks = [...new Set(scripts.filter((path) => path.startsWith('/_next/static/')))];
      const gzipBytes = chunks.reduce(
        (total, path) => total + sizeOf(join(MEASURED_NET_DIST, path.slice('/_next/'.length))),
        0,
      );
      measured.push({
        ...screen,
        gzipBytes,
        chunkCount: chunks.length,
        layoutShift: Number(layoutShift.toFixed(3)),
      });
    };
    for (const screen of USABLE_JS_SCREENS.filter((entry) => entry.signedOut)) await measure(screen);
    await signIn();
    for (const screen of USABLE_JS_SCREENS.filter((entry) => !entry.signedOut)) await measure(screen);
    return measured;
  });
  const width = Math.max(...rows.map((row) => row.path.length));
  console.log(
    `${'screen'.padEnd(width)}  ${'usable (kB)'.padStart(11)}  ${'budget'.padStart(6)}  ${'chunks'.padStart(6)}  ${'CLS'.padStart(6)}`,
  );
  const over = [];
  for (const row of rows) {
    const limit = row.charts ? USABLE_JS_BUDGETS.chartsKb : USABLE_JS_BUDGETS.screenKb;
    if (kb(row.gzipBytes) > limit || row.layoutShift > USABLE_JS_BUDGETS.cls) over.push(row);
    console.log(
      `${row.path.padEnd(width)}  ${kb(row.gzipBytes).toFixed(1).padStart(11)}  ${String(limit).padStart(6)}  ${String(row.chunkCount).padStart(6)}  ${row.layoutShift.toFixed(3).padStart(6)}`,
    );
  }
  console.log(
    `\nBudgets: usable JS <= ${USABLE_JS_BUDGETS.screenKb} kB (<= ${USABLE_JS_BUDGETS.chartsKb} with charts), layout shift <= ${USABLE_JS_BUDGETS.cls}`,
  );
  for (const row of over)
    console.log(`OVER BUDGET  ${row.path}: ${kb(row.gzipBytes)} kB, CLS ${row.layoutShift}`);
  if (over.length === 0) console.log('every screen within budget');
  return { budgetsKb: USABLE_JS_BUDGETS, screens: rows, overBudget: over.map((row) => row.path) };
}
