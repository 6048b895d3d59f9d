// Bench section 2: the employee directory at 5,000 seeded employees, in Debian's Chromium.
// Prints the time from navigation to the first rows, and the time per filter keystroke (from the key
// to the next painted frame after the table changed). Figures only; nothing here fails a build.
import { median, ms, timeToFirstRows, withSignedInPage } from './bench-browser.mjs';

export const DIRECTORY_SCALE = 5000;
const RUNS = 3;
const TYPED = 'senior developer';
const LABEL = 'Active employees';
const TABLE = `table[aria-label="${LABEL}"]`;

// The variables the bench build carries: the mocked API seeds this many people per tenant, at once.
export function directoryBuildEnv() {
  return { NEXT_PUBLIC_MOCK_SCALE: String(DIRECTORY_SCALE), NEXT_PUBLIC_MOCK_LATENCY_MS: '0' };
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
  return withSignedInPage({ distDir, executablePath, env: directoryBuildEnv() }, async (page) => {
    const firstRows = [];
    for (let run = 0; run < RUNS; run += 1) firstRows.push(await timeToFirstRows(page, '/employees', LABEL));
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
  });
}
