// Bench section 5: the traffic timeline for 500 people × a year, in Debian's Chromium, from the same
// build as the time-off calendar's (NEXT_PUBLIC_MOCK_SCALE people per tenant, no latency). Prints the
// time from navigation to the grid's first painted rows (every page of people has arrived by then),
// the frame time while scrolling down the people and across the year, the DOM nodes in the grid and
// the time of a zoom change (year → half year with '+', until the grid has its new columns). Figures
// only; nothing here fails a build.
import { hasBuild } from './e2e.mjs';
import { BENCH_URL, median, ms, timeToPaint, withSignedInPage } from './bench-browser.mjs';
import {
  CALENDAR_DIST_DIR,
  CALENDAR_PEOPLE,
  buildCalendarBench,
  calendarBuildEnv,
  printGridFigures,
  scrollFigures,
} from './bench-calendar.mjs';

const RUNS = 3;
const GRID = '[role="grid"][aria-label="Traffic timeline"]';

const yearPath = () => `/traffic/timeline-view?zoom=year&group=none&from=${new Date().getFullYear()}-01-01`;

async function timeToFirstGridRows(page) {
  await page.goto(`${BENCH_URL}${yearPath()}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    (grid) => document.querySelectorAll(`${grid} [role="row"] [role="rowheader"]`).length > 3,
    GRID,
    { timeout: 120_000, polling: 'raf' },
  );
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
  );
}

// '+' on the focused grid: a year becomes a half year around the cursor's day; done when the grid
// says its new column count and has drawn rows again.
async function zoomChange(page) {
  const grid = page.locator(GRID);
  await page.goto(`${BENCH_URL}${yearPath()}`);
  await page.waitForFunction(
    (selector) => document.querySelectorAll(`${selector} [role="rowheader"]`).length > 3,
    GRID,
    { timeout: 120_000 },
  );
  const before = await grid.getAttribute('aria-colcount');
  await grid.focus();
  return timeToPaint(
    page,
    () => page.keyboard.press('+'),
    ({ selector, old }) => {
      const element = document.querySelector(selector);
      return (
        element !== null &&
        element.getAttribute('aria-colcount') !== old &&
        element.querySelectorAll('[role="row"] [role="rowheader"]').length > 3
      );
    },
    { selector: GRID, old: before },
  );
}

export async function trafficTimelineSection({ chromium: executablePath, skipBuild }) {
  console.log(`\nTraffic timeline, ${CALENDAR_PEOPLE} people × a year (Chromium, mocked API, no latency)\n`);
  if (!executablePath) {
    console.log('skipped: no Chromium found (set CHROMIUM_PATH)');
    return { skipped: 'no Chromium' };
  }
  // The calendar section's build serves both; built here only when that section did not run.
  if (!skipBuild && !hasBuild(CALENDAR_DIST_DIR)) await buildCalendarBench();
  return withSignedInPage(
    { distDir: CALENDAR_DIST_DIR, executablePath, env: calendarBuildEnv() },
    async (page) => {
      const firstRows = [];
      for (let run = 0; run < RUNS; run += 1) firstRows.push(await timeToFirstGridRows(page));
      const grid = page.locator(GRID);
      const ariaRowCount = Number(await grid.getAttribute('aria-rowcount'));
      const ariaColCount = Number(await grid.getAttribute('aria-colcount'));
      const nodes = await page.evaluate(
        (selector) => document.querySelectorAll(`${selector} *`).length,
        GRID,
      );
      // 132 px down (3 rows of 44 px) and 24 px across (3 days at the year's 8 px) per frame.
      const down = await scrollFigures(page, { dx: 0, dy: 132 }, GRID);
      const across = await scrollFigures(page, { dx: 24, dy: 0 }, GRID);
      const zooms = [];
      for (let run = 0; run < RUNS; run += 1) zooms.push(await zoomChange(page));
      const result = {
        people: CALENDAR_PEOPLE,
        navigationToFirstRowsMs: { median: ms(median(firstRows)), runs: firstRows.map(ms) },
        scrollDownFrameMs: down,
        scrollAcrossFrameMs: across,
        domNodesInGrid: nodes,
        zoomChangeMs: { median: ms(median(zooms)), runs: zooms.map(ms) },
        ariaRowCount,
        ariaColCount,
      };
      console.log(
        `navigation to first rows:   median ${result.navigationToFirstRowsMs.median} ms (runs: ${result.navigationToFirstRowsMs.runs.join(', ')})`,
      );
      console.log(`aria-rowcount ${ariaRowCount}, aria-colcount ${ariaColCount}`);
      const overBudget = printGridFigures(result);
      console.log(
        `zoom change (year → half year): median ${result.zoomChangeMs.median} ms (runs: ${result.zoomChangeMs.runs.join(', ')})`,
      );
      return { ...result, overBudget };
    },
  );
}
