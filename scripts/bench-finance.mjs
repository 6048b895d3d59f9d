// Bench section 3: the finance lists at scale, in Debian's Chromium, from a build of their own (the mock
// seeds NEXT_PUBLIC_MOCK_PROJECTS projects, and their invoices, at the demo's number of people, so the
// directory's figures do not pay for them). Figures only; nothing here fails a build.
import { mockedAppEnv, nextBuild } from './e2e.mjs';
import { median, ms, timeToFirstRows, withSignedInPage } from './bench-browser.mjs';

export const FINANCE_DIST_DIR = '.next-bench-finance';
export const FINANCE_PROJECTS = 2000;
const RUNS = 3;

export function financeBuildEnv() {
  return { NEXT_PUBLIC_MOCK_PROJECTS: String(FINANCE_PROJECTS), NEXT_PUBLIC_MOCK_LATENCY_MS: '0' };
}

export async function buildFinanceBench() {
  await nextBuild({ ...mockedAppEnv({ distDir: FINANCE_DIST_DIR }), ...financeBuildEnv() });
}

async function projectsList(page) {
  const firstRows = [];
  for (let run = 0; run < RUNS; run += 1)
    firstRows.push(await timeToFirstRows(page, '/projects', 'Projects'));
  const rowCount = await page.locator('table[aria-label="Projects"]').getAttribute('aria-rowcount');
  const result = {
    navigationToFirstRowsMs: { median: ms(median(firstRows)), runs: firstRows.map(ms) },
    ariaRowCount: rowCount === null ? null : Number(rowCount),
  };
  console.log(
    `/projects, navigation to first rows: median ${result.navigationToFirstRowsMs.median} ms (runs: ${result.navigationToFirstRowsMs.runs.join(', ')})`,
  );
  console.log(`  rows the table says it has: ${result.ariaRowCount ?? '?'}`);
  console.log(
    `  includes the mocked API seeding ${FINANCE_PROJECTS} projects per tenant in the page on each load`,
  );
  return result;
}

export async function financeSection({ chromium: executablePath, skipBuild }) {
  console.log(
    `\nFinance lists at ${FINANCE_PROJECTS} projects per tenant (Chromium, mocked API, no latency)\n`,
  );
  if (!executablePath) {
    console.log('skipped: no Chromium found (set CHROMIUM_PATH)');
    return { skipped: 'no Chromium' };
  }
  if (!skipBuild) await buildFinanceBench();
  return withSignedInPage(
    { distDir: FINANCE_DIST_DIR, executablePath, env: financeBuildEnv() },
    async (page) => ({ projects: FINANCE_PROJECTS, projectsList: await projectsList(page) }),
  );
}
