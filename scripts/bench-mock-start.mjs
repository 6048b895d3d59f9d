// Bench section: the in-browser mocked API's own start, in the demo build (the e2e build: the demo's
// scale, the mock in the page). Three runs, each in a fresh profile: the login page's first paint and
// the mock's "mock: …" measures (src/mocks/start-timing.ts: its code loaded, the worker started, the
// central data and the tenant seeded), then signing in (the tenant is seeded on its first call) until
// the directory shows rows, then a reload, where the tenant is restored from the browser's save. The
// main thread's long tasks are summed for each phase, since that is what a newcomer feels as a frozen
// page. Figures only; nothing here fails a build.
import { E2E_DIST_DIR, e2eAppEnv, hasBuild, nextBuild } from './e2e.mjs';
import { chromiumArgs } from './find-chromium.mjs';
import { BENCH_URL, median, ms, startServer, stopServerAndWait } from './bench-browser.mjs';
import { chromium } from 'playwright-core';

const RUNS = 3;

// Collected in the page from its first script on: the long tasks (≥ 50 ms) and the first paint.
const OBSERVE = () => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

async function pageFigures(page) {
  return page.evaluate(() => ({
    now: performance.now(),
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    measures: performance
      .getEntriesByType('measure')
      .filter((entry) => entry.name.startsWith('mock: '))
      .map((entry) => ({ name: entry.name.slice(6), start: entry.startTime, duration: entry.duration })),
    longTasks: window.__benchLongTasks ?? [],
  }));
}

const rowsShown = () => document.querySelectorAll('main table tbody tr').length > 0;

const longTaskMs = (tasks, from, to) =>
  tasks.filter(([start]) => start >= from && start < to).reduce((sum, [, duration]) => sum + duration, 0);

async function oneRun(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  try {
    await page.goto(`${BENCH_URL}/login`);
    await page.getByLabel(/^E-mail/).waitFor({ timeout: 60_000 });
    const login = await pageFigures(page);
    await page.getByLabel(/^E-mail/).fill('admin@acme.test');
    await page.getByLabel(/^Password/).fill('password');
    const signInAt = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForFunction(rowsShown, null, { timeout: 120_000, polling: 'raf' });
    const signedIn = await pageFigures(page);
    await page.waitForTimeout(1000); // the save is debounced: let it land before the reload
    await page.reload();
    await page.waitForFunction(rowsShown, null, { timeout: 120_000, polling: 'raf' });
    const reloaded = await pageFigures(page);
    const measure = (figures, name) => figures.measures.find((entry) => entry.name === name);
    return {
      loginFirstPaintMs: login.firstContentfulPaint,
      loginFormShownMs: login.now,
      mockCodeLoadedMs: measure(login, 'code loaded')?.duration ?? null,
      mockWorkerStartedMs: measure(login, 'worker started')?.duration ?? null,
      centralDataMs: measure(signedIn, 'central data')?.duration ?? null,
      tenantSeededMs: measure(signedIn, 'acme seeded')?.duration ?? null,
      signInToRowsMs: signedIn.now - signInAt,
      longTasksBeforeLoginFormMs: longTaskMs(login.longTasks, 0, login.now),
      longTasksSignInToRowsMs: longTaskMs(signedIn.longTasks, signInAt, signedIn.now),
      reloadFirstPaintMs: reloaded.firstContentfulPaint,
      tenantRestoredMs: measure(reloaded, 'acme restored')?.duration ?? null,
      reloadToRowsMs: reloaded.now,
      longTasksReloadToRowsMs: longTaskMs(reloaded.longTasks, 0, reloaded.now),
    };
  } finally {
    await context.close();
  }
}

export async function mockStartSection({ chromium: executablePath, skipBuild }) {
  console.log(`\nThe in-browser mocked API's start (demo build, ${RUNS} fresh profiles, medians)\n`);
  if (!executablePath) {
    console.log('skipped: no Chromium found (set CHROMIUM_PATH)');
    return { skipped: 'no Chromium' };
  }
  if (!skipBuild || !hasBuild(E2E_DIST_DIR)) await nextBuild(e2eAppEnv());
  const server = await startServer(E2E_DIST_DIR, e2eAppEnv());
  const browser = await chromium.launch({ executablePath, args: chromiumArgs(), headless: true });
  const runs = [];
  try {
    for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(browser));
  } finally {
    await browser.close();
    await stopServerAndWait(server);
  }
  const result = Object.fromEntries(
    Object.keys(runs[0]).map((key) => [
      key,
      ms(median(runs.map((run) => run[key]).filter((v) => v !== null))),
    ]),
  );
  const lines = [
    ['login page: first paint', result.loginFirstPaintMs],
    ['login page: form shown', result.loginFormShownMs],
    ['  mock code loaded (in the page)', result.mockCodeLoadedMs],
    ['  mock worker started', result.mockWorkerStartedMs],
    ['  long tasks until the form', result.longTasksBeforeLoginFormMs],
    ['sign in → directory rows', result.signInToRowsMs],
    ['  central data seeded', result.centralDataMs],
    ['  tenant seeded', result.tenantSeededMs],
    ['  long tasks in between', result.longTasksSignInToRowsMs],
    ['reload: first paint', result.reloadFirstPaintMs],
    ['reload → directory rows', result.reloadToRowsMs],
    ['  tenant restored from the save', result.tenantRestoredMs],
    ['  long tasks in between', result.longTasksReloadToRowsMs],
  ];
  for (const [label, value] of lines) console.log(`${label.padEnd(34)} ${value ?? '–'} ms`);
  return { runs: RUNS, medians: result, each: runs };
}
