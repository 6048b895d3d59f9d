// Bench section 2: the employee directory at 5,000 seeded employees, in Debian's Chromium.
// Prints the time from navigation to the first rows, and the time per filter keystroke (from the key
// to the next painted frame after the table changed). Figures only; nothing here fails a build.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ROOT, mockedAppEnv, nextBin } from './e2e.mjs';
import { chromiumArgs } from './find-chromium.mjs';

export const DIRECTORY_SCALE = 5000;
const PORT = 3200;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const RUNS = 3;
const TYPED = 'senior developer';
const TABLE = 'table[aria-label="Active employees"]';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => Math.round(value * 10) / 10;

// The variables the bench build carries: the mocked API seeds this many people per tenant, at once.
export function directoryBuildEnv() {
  return { NEXT_PUBLIC_MOCK_SCALE: String(DIRECTORY_SCALE), NEXT_PUBLIC_MOCK_LATENCY_MS: '0' };
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

// `next start` runs its server in a child process: the whole group is stopped, or a stale server of an
// old build would answer the next run.
function stopServer(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    server.kill();
  }
}

async function startServer(distDir) {
  if (await answers(`${BASE_URL}/mockServiceWorker.js`)) {
    throw new Error(`port ${PORT} is taken by another server (a stale \`next start\`?): stop it first`);
  }
  const server = spawn(process.execPath, [nextBin(), 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
    cwd: ROOT,
    env: { ...process.env, ...mockedAppEnv({ distDir }), ...directoryBuildEnv() },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await answers(`${BASE_URL}/mockServiceWorker.js`)) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopServer(server);
  throw new Error('next start did not answer within 60 s');
}

// Time since navigation start when the first data rows of the directory are in the page.
async function timeToFirstRows(page) {
  await page.goto(`${BASE_URL}/employees`, { waitUntil: 'commit' });
  await page.waitForFunction(
    (selector) => document.querySelectorAll(`${selector} tbody tr[aria-rowindex]`).length > 0,
    TABLE,
    {
      timeout: 60_000,
      polling: 'raf',
    },
  );
  return page.evaluate(() => performance.now());
}

// Per key: from keydown to the first frame painted after the table's rows changed (null if they did not
// change within a second). The listener is installed, and known to be, before the key is pressed.
async function keystrokeTimes(page) {
  await page.getByRole('searchbox', { name: 'Search' }).click();
  const times = [];
  for (const key of TYPED) {
    await page.evaluate((selector) => {
      window.__keyTiming = new Promise((resolve) => {
        const table = document.querySelector(selector);
        let start = 0;
        const giveUp = setTimeout(() => resolve(null), 2000);
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => {
            clearTimeout(giveUp);
            resolve(performance.now() - start);
          });
        });
        document.addEventListener(
          'keydown',
          () => {
            start = performance.now();
            if (table)
              observer.observe(table, {
                childList: true,
                subtree: true,
                characterData: true,
                attributes: true,
              });
          },
          { once: true, capture: true },
        );
      });
    }, TABLE);
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    const time = await page.evaluate(() => window.__keyTiming);
    if (time !== null) times.push(time);
  }
  return times;
}

export async function directorySection({ distDir, chromium: executablePath }) {
  console.log(
    `\nEmployee directory at ${DIRECTORY_SCALE} employees per tenant (Chromium, mocked API, no latency)\n`,
  );
  if (!executablePath) {
    console.log('skipped: no Chromium found (set CHROMIUM_PATH)');
    return { skipped: 'no Chromium' };
  }
  const server = await startServer(distDir);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs(), headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByLabel(/^E-mail/).fill('admin@acme.test');
    await page.getByLabel(/^Password/).fill('password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/employees/);

    const firstRows = [];
    for (let run = 0; run < RUNS; run += 1) firstRows.push(await timeToFirstRows(page));
    const rowsInDom = await page.locator(`${TABLE} tbody tr[aria-rowindex]`).count();
    const rowCount = await page.locator(TABLE).getAttribute('aria-rowcount');
    const keys = await keystrokeTimes(page);

    const result = {
      scale: DIRECTORY_SCALE,
      navigationToFirstRowsMs: { median: ms(median(firstRows)), runs: firstRows.map(ms) },
      filterKeystrokeMs: { median: ms(median(keys)), max: ms(Math.max(...keys)), keys: keys.length },
      rowsRendered: rowsInDom,
      ariaRowCount: rowCount === null ? null : Number(rowCount),
    };
    console.log(
      `navigation to first rows:   median ${result.navigationToFirstRowsMs.median} ms (runs: ${result.navigationToFirstRowsMs.runs.join(', ')})`,
    );
    console.log(
      `  includes the mocked API seeding ${DIRECTORY_SCALE} people per tenant in the page on each load`,
    );
    console.log(
      `filter keystroke to paint:  median ${result.filterKeystrokeMs.median} ms, max ${result.filterKeystrokeMs.max} ms over ${keys.length} keys ("${TYPED}")`,
    );
    console.log(`rows in the DOM: ${rowsInDom} of ${rowCount ?? '?'} (virtualised)`);
    return result;
  } finally {
    await browser.close();
    stopServer(server);
  }
}
