// Bench section 6: the three reports at 300 rows, in Debian's Chromium, from a build of their own (the
// mock seeds NEXT_PUBLIC_MOCK_PROJECTS projects, so the income and profitability reports have a row per
// project). Prints, per report, the time from navigation to the grid's first painted rows (a year of
// months with forecast | actual | delta each) and the rows it says it has, and the JavaScript (gzip)
// the page has loaded once its charts are drawn, against the 430 kB a screen with charts may load.
// Figures only; nothing here fails a build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, hasBuild, mockedAppEnv, nextBuild } from './e2e.mjs';
import { measureBundles, readRouteBundleStats } from './bench-bundles.mjs';
import { median, ms, timeToFirstRows, withSignedInPage } from './bench-browser.mjs';

export const REPORTS_DIST_DIR = '.next-bench-reports';
export const REPORT_PROJECTS = 300;
const WITH_CHARTS_BUDGET_KB = 430;
const RUNS = 3;

const REPORTS = [
  { path: '/reports/income', grid: 'Income by period' },
  { path: '/reports/profitability', grid: 'Profitability by period' },
  { path: '/reports/salary', grid: 'Salaries by period' },
];

export function reportsBuildEnv() {
  return { NEXT_PUBLIC_MOCK_PROJECTS: String(REPORT_PROJECTS), NEXT_PUBLIC_MOCK_LATENCY_MS: '0' };
}

async function buildReportsBench() {
  await nextBuild({ ...mockedAppEnv({ distDir: REPORTS_DIST_DIR }), ...reportsBuildEnv() });
}

const kbOf = (bytes) => Math.round(bytes / 100) / 10;

// The gzip size of the chart chunks the page ran (those holding MUI X Charts), each counted once. The
// mocked API's own chunks (seed, faker, MSW) are not the product's and are left out.
function chartChunksGzipBytes(paths) {
  let bytes = 0;
  for (const path of new Set(paths)) {
    const text = readFileSync(join(ROOT, REPORTS_DIST_DIR, path.replace(/^\/_next\//, '')));
    if (text.includes('MuiCharts')) bytes += gzipSync(text, { level: 9 }).length;
  }
  return bytes;
}

async function measureReport(page, { path, grid }, firstLoadBytes) {
  const year = new Date().getFullYear();
  const label = `${grid}, ${year}`;
  const firstRows = [];
  for (let run = 0; run < RUNS; run += 1)
    firstRows.push(await timeToFirstRows(page, `${path}?year=${year}`, label));
  const ariaRowCount = Number(
    await page.locator(`table[aria-label="${label}"]`).getAttribute('aria-rowcount'),
  );

  // A fresh load, the scripts it runs listed (not those Next prefetches for links), until both charts
  // are drawn.
  const scripts = [];
  const onResponse = (response) => {
    const { pathname } = new URL(response.url());
    const runs = response.request().resourceType() === 'script';
    if (runs && pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) scripts.push(pathname);
  };
  page.on('response', onResponse);
  await page.reload({ waitUntil: 'load' });
  await page.getByRole('figure').nth(1).waitFor({ timeout: 60_000 });
  page.off('response', onResponse);
  const chartsBytes = chartChunksGzipBytes(scripts);
  const withChartsKb = kbOf(firstLoadBytes.get(path) + chartsBytes);

  const result = {
    navigationToFirstRowsMs: { median: ms(median(firstRows)), runs: firstRows.map(ms) },
    ariaRowCount,
    firstLoadGzipKb: kbOf(firstLoadBytes.get(path)),
    chartChunksGzipKb: kbOf(chartsBytes),
    jsWithChartsGzipKb: withChartsKb,
    withinBudget: withChartsKb <= WITH_CHARTS_BUDGET_KB,
  };
  console.log(
    `${path}: navigation to first rows median ${result.navigationToFirstRowsMs.median} ms (runs: ${result.navigationToFirstRowsMs.runs.join(', ')}), ${ariaRowCount} rows; first load ${result.firstLoadGzipKb} kB + charts ${result.chartChunksGzipKb} kB = ${withChartsKb} kB gzip (${result.withinBudget ? 'within' : 'OVER'} ${WITH_CHARTS_BUDGET_KB} kB)`,
  );
  return result;
}

export async function reportsSection({ chromium: executablePath, skipBuild }) {
  console.log(
    `\nReports, ${REPORT_PROJECTS} projects × 12 months × forecast | actual | delta (Chromium, mocked API, no latency)\n`,
  );
  if (!executablePath) {
    console.log('skipped: no Chromium found (set CHROMIUM_PATH)');
    return { skipped: 'no Chromium' };
  }
  if (!skipBuild || !hasBuild(REPORTS_DIST_DIR)) await buildReportsBench();
  return withSignedInPage(
    { distDir: REPORTS_DIST_DIR, executablePath, env: reportsBuildEnv() },
    async (page) => {
      const firstLoadBytes = new Map(
        measureBundles(readRouteBundleStats(REPORTS_DIST_DIR)).routes.map((row) => [
          row.route,
          row.firstLoadGzipBytes,
        ]),
      );
      const results = {};
      for (const report of REPORTS) results[report.path] = await measureReport(page, report, firstLoadBytes);
      return { projects: REPORT_PROJECTS, withChartsBudgetKb: WITH_CHARTS_BUDGET_KB, reports: results };
    },
  );
}
