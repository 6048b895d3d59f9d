// Bench section 3: the finance lists at scale, in Debian's Chromium, from a build of their own (the mock
// seeds NEXT_PUBLIC_MOCK_PROJECTS projects, and their invoices, at the demo's number of people, so the
// directory's figures do not pay for them). Figures only; nothing here fails a build.
import { mockedAppEnv, nextBuild } from './e2e.mjs';
import { format, subMonths } from 'date-fns';
import { median, ms, timeToFirstRows, timeToPaint, withSignedInPage } from './bench-browser.mjs';

export const FINANCE_DIST_DIR = '.next-bench-finance';
export const FINANCE_PROJECTS = 2000;
const RUNS = 3;

export function financeBuildEnv() {
  return { NEXT_PUBLIC_MOCK_PROJECTS: String(FINANCE_PROJECTS), NEXT_PUBLIC_MOCK_LATENCY_MS: '0' };
}

export async function buildFinanceBench() {
  await nextBuild({ ...mockedAppEnv({ distDir: FINANCE_DIST_DIR }), ...financeBuildEnv() });
}

const firstRowIndex = (label) =>
  document
    .querySelector(`table[aria-label="${label}"] tbody tr[aria-rowindex]`)
    ?.getAttribute('aria-rowindex') ?? null;

// From a click on "next page" to the first frame that shows the next page's rows (the first row's
// aria-rowindex moves on); the mocked API is seeded by then, so this is the list itself.
async function pageClicks(page, label) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const before = await page.evaluate(firstRowIndex, label);
    times.push(
      await timeToPaint(
        page,
        () => page.getByRole('button', { name: 'Go to next page' }).click(),
        ([table, previous]) => {
          const now = document
            .querySelector(`table[aria-label="${table}"] tbody tr[aria-rowindex]`)
            ?.getAttribute('aria-rowindex');
          return now !== undefined && now !== null && now !== previous;
        },
        [label, before],
      ),
    );
  }
  return times;
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
  const clicks = await pageClicks(page, 'Projects');
  result.pageClickToRowsMs = { median: ms(median(clicks)), runs: clicks.map(ms) };
  console.log(
    `/projects, next-page click to its rows: median ${result.pageClickToRowsMs.median} ms (runs: ${result.pageClickToRowsMs.runs.join(', ')})`,
  );
  return result;
}

// Two closed months of service: what an accountant selects, within select-all's cap of 5,000.
function invoicePeriodQuery() {
  const to = subMonths(new Date(), 1);
  return `period_from=${format(subMonths(to, 1), 'yyyy-MM')}&period_to=${format(to, 'yyyy-MM')}`;
}

async function invoicesList(page) {
  const firstRows = [];
  for (let run = 0; run < RUNS; run += 1)
    firstRows.push(await timeToFirstRows(page, '/invoices', 'Invoices'));
  const all = await page.locator('table[aria-label="Invoices"]').getAttribute('aria-rowcount');
  const clicks = await pageClicks(page, 'Invoices');
  const query = invoicePeriodQuery();
  await timeToFirstRows(page, `/invoices?${query}`, 'Invoices');
  await page.getByRole('checkbox', { name: 'Select all rows' }).check();
  const selectAll = page.getByRole('button', { name: /^Select all [\d,]+ matching$/ });
  const matching = Number(((await selectAll.textContent()) ?? '').replace(/\D/g, ''));
  const selectAllMs = await timeToPaint(
    page,
    () => selectAll.click(),
    (count) =>
      [...document.querySelectorAll('[aria-label="Bulk actions"] [role="status"]')].some((node) =>
        (node.textContent ?? '').replace(/\D/g, '').startsWith(String(count)),
      ),
    matching,
  );
  const result = {
    invoices: all === null ? null : Number(all) - 1,
    navigationToFirstRowsMs: { median: ms(median(firstRows)), runs: firstRows.map(ms) },
    pageClickToRowsMs: { median: ms(median(clicks)), runs: clicks.map(ms) },
    selectAllMatching: { query, matching, toBulkBarCountMs: ms(selectAllMs) },
  };
  console.log(
    `/invoices (${result.invoices ?? '?'} invoices), navigation to first rows: median ${result.navigationToFirstRowsMs.median} ms`,
  );
  console.log(
    `/invoices, next-page click to its rows: median ${result.pageClickToRowsMs.median} ms (runs: ${result.pageClickToRowsMs.runs.join(', ')})`,
  );
  console.log(
    `/invoices?${query}: "Select all ${matching} matching" to the bulk bar's count: ${result.selectAllMatching.toBulkBarCountMs} ms`,
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
    async (page) => ({
      projects: FINANCE_PROJECTS,
      projectsList: await projectsList(page),
      invoicesList: await invoicesList(page),
    }),
  );
}
