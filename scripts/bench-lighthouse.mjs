// Bench section: Lighthouse (performance, desktop preset) on the screens users open most, against the
// app as deployed (scripts/bench-network-app.mjs): the median of three runs per screen for the score,
// LCP, TBT, CLS, FCP and Speed Index, plus the scripts that kept the main thread busiest (Lighthouse's
// "bootup-time"), which is where Total Blocking Time comes from. /login is measured signed out, every
// other screen signed in as the demo admin. Figures only; nothing here fails a build.
import lighthouse, { desktopConfig } from 'lighthouse';
import { median } from './bench-browser.mjs';
import { NETWORK_APP_URL, withNetworkApp } from './bench-network-app.mjs';

export const LIGHTHOUSE_RUNS = 3;
export const LIGHTHOUSE_BUDGETS = { score: 98, cls: 0.02 };

// The screens; /projects/1 is a project of the demo's seed.
export const LIGHTHOUSE_SCREENS = [
  '/login',
  '/employees',
  '/invoices',
  '/projects/1',
  '/time-offs',
  '/traffic/timeline-view',
  '/reports/income',
  '/budget',
  '/settings',
];

const round = (value, digits = 0) => (value === null ? null : Number(value.toFixed(digits)));

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
    busiestScripts: bootup
      .filter((item) => typeof item.url === 'string')
      .slice(0, 3)
      .map((item) => ({
        url: item.url.replace(NETWORK_APP_URL, ''),
        scriptingMs: Math.round(item.scripting ?? 0),
      })),
  };
}

async function measureScreen(port, path, signedIn) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const result = await lighthouse(
      `${NETWORK_APP_URL}${path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Signed-in screens keep the session cookie; the login page starts from a clean profile.
        disableStorageReset: signedIn,
      },
      desktopConfig,
    );
    runs.push(figuresOf(result.lhr));
  }
  const mid = (key) => median(runs.map((run) => run[key]).filter((value) => value !== null));
  return {
    path,
    score: mid('score'),
    lcpMs: round(mid('lcpMs')),
    tbtMs: round(mid('tbtMs')),
    cls: round(mid('cls'), 3),
    fcpMs: round(mid('fcpMs')),
    speedIndexMs: round(mid('speedIndexMs')),
    runs,
  };
}

export function printLighthouse(rows) {
  const width = Math.max(...rows.map((row) => row.path.length));
  const line = (...cells) => cells.map((cell, index) => String(cell).padStart(index ? 8 : width)).join('  ');
  console.log(line('screen', 'score', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'SI ms'));
  for (const row of rows) {
    console.log(
      line(row.path.padEnd(width), row.score, row.lcpMs, row.tbtMs, row.cls, row.fcpMs, row.speedIndexMs),
    );
  }
  console.log(
    `\nBudgets: performance >= ${LIGHTHOUSE_BUDGETS.score}, CLS <= ${LIGHTHOUSE_BUDGETS.cls} (medians of ${LIGHTHOUSE_RUNS} runs)`,
  );
  const under = rows.filter(
    (row) => row.score < LIGHTHOUSE_BUDGETS.score || row.cls > LIGHTHOUSE_BUDGETS.cls,
  );
  for (const row of under) {
    const scripts = row.runs[0].busiestScripts.map((item) => `${item.url} ${item.scriptingMs} ms`).join(', ');
    console.log(`UNDER BUDGET  ${row.path}: score ${row.score}, CLS ${row.cls}; busiest scripts: ${scripts}`);
  }
  if (under.length === 0) console.log('every screen within budget');
}

export async function lighthouseSection({ chromium: executablePath, skipBuild }) {
  console.log(`\nLighthouse ${LIGHTHOUSE_RUNS}× per screen (desktop, plain build against \`npm run api\`)\n`);
  if (!executablePath) {
    console.log('skipped: no Chromium found (set CHROMIUM_PATH)');
    return { skipped: 'no Chromium' };
  }
  const rows = await withNetworkApp({ executablePath, skipBuild }, async ({ port, signIn }) => {
    const measured = [];
    for (const path of LIGHTHOUSE_SCREENS.filter((screen) => screen === '/login')) {
      measured.push(await measureScreen(port, path, false));
    }
    await signIn();
    for (const path of LIGHTHOUSE_SCREENS.filter((screen) => screen !== '/login')) {
      measured.push(await measureScreen(port, path, true));
    }
    return measured;
  });
  printLighthouse(rows);
  return { runs: LIGHTHOUSE_RUNS, budgets: LIGHTHOUSE_BUDGETS, screens: rows };
}
