// Bench section 4: the time-off calendar for 500 people × a year, in Debian's Chromium, from a build
// of its own (the mock seeds NEXT_PUBLIC_MOCK_SCALE people per tenant, each with two years of leave).
// Prints the time from navigation to the grid's first painted rows, and the frame time while the grid
// is scrolled programmatically, a step per frame, down the people and across the year. Figures only;
// nothing here fails a build.
import { mockedAppEnv, nextBuild } from './e2e.mjs';
import { BENCH_URL, median, ms, withSignedInPage } from './bench-browser.mjs';

export const CALENDAR_DIST_DIR = '.next-bench-calendar';
export const CALENDAR_PEOPLE = 500;
const RUNS = 3;
const STEPS = 120;
const GRID = '[role="grid"][aria-label="Team calendar"]';

export function calendarBuildEnv() {
  return { NEXT_PUBLIC_MOCK_SCALE: String(CALENDAR_PEOPLE), NEXT_PUBLIC_MOCK_LATENCY_MS: '0' };
}

export async function buildCalendarBench() {
  await nextBuild({ ...mockedAppEnv({ distDir: CALENDAR_DIST_DIR }), ...calendarBuildEnv() });
}

const yearPath = () => `/time-offs?view=calendar&zoom=year&from=${new Date().getFullYear()}-01-01`;

// From navigation start to the first frame painted with people's rows in the grid (every page of
// people has arrived by then: the grid waits for all of them).
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

// In the page: one scroll step per frame, the time between consecutive frames (rAF timestamps).
// 16.7 ms is a frame on time at 60 Hz; more means the step's work (virtualiser, React, layout,
// paint) made a frame late.
export function scrollFrames(page, { dx, dy }, grid = GRID) {
  return page.evaluate(
    ({ grid, steps, dx: stepX, dy: stepY }) =>
      new Promise((resolve) => {
        const scroller = document.querySelector(grid);
        if (!scroller) throw new Error('no grid');
        scroller.scrollTop = 0;
        scroller.scrollLeft = 0;
        const times = [];
        let last = null;
        let done = 0;
        const frame = (now) => {
          if (last !== null) times.push(now - last);
          last = now;
          if (done === steps) {
            resolve(times);
            return;
          }
          done += 1;
          scroller.scrollTop += stepY;
          scroller.scrollLeft += stepX;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { grid, steps: STEPS, dx, dy },
  );
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

// Issue 34's budgets for the two grids at 500 people × a year.
export const GRID_BUDGETS = { p95FrameMs: 16.7, maxFrameMs: 50, domNodes: 4000 };

// Three scroll runs from the start; each run's p95 and longest frame, and the median of the three.
export async function scrollFigures(page, delta, grid = GRID) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(frameFigures(await scrollFrames(page, delta, grid)));
  return {
    median: ms(median(runs.map((run) => run.median))),
    p95: ms(median(runs.map((run) => run.p95))),
    max: ms(median(runs.map((run) => run.max))),
    frames: runs[0].frames,
    runs: runs.map(({ p95, max }) => ({ p95, max })),
  };
}

// Prints a grid's frame and DOM figures against GRID_BUDGETS.
export function printGridFigures(result) {
  for (const [name, figures] of [
    ['scrolling down', result.scrollDownFrameMs],
    ['scrolling across', result.scrollAcrossFrameMs],
  ]) {
    const runs = figures.runs.map((run) => `${run.p95}/${run.max}`).join(', ');
    console.log(
      `frame time ${name.padEnd(17)} p95 ${figures.p95} ms, max ${figures.max} ms, median ${figures.median} ms (medians of ${figures.runs.length} runs of ${figures.frames} frames; p95/max per run: ${runs})`,
    );
  }
  console.log(`DOM nodes in the grid: ${result.domNodesInGrid}`);
  const over = [
    ...[result.scrollDownFrameMs, result.scrollAcrossFrameMs].flatMap((figures, index) => {
      const name = index ? 'across' : 'down';
      return [
        figures.p95 > GRID_BUDGETS.p95FrameMs
          ? `p95 frame ${name} ${figures.p95} ms > ${GRID_BUDGETS.p95FrameMs}`
          : null,
        figures.max > GRID_BUDGETS.maxFrameMs
          ? `max frame ${name} ${figures.max} ms > ${GRID_BUDGETS.maxFrameMs}`
          : null,
      ];
    }),
    result.domNodesInGrid >= GRID_BUDGETS.domNodes
      ? `DOM ${result.domNodesInGrid} nodes >= ${GRID_BUDGETS.domNodes}`
      : null,
  ].filter(Boolean);
  console.log(
    `Budgets: p95 frame <= ${GRID_BUDGETS.p95FrameMs} ms, max <= ${GRID_BUDGETS.maxFrameMs} ms, DOM < ${GRID_BUDGETS.domNodes} nodes`,
  );
  for (const line of over) console.log(`OVER BUDGET  ${line}`);
  if (over.length === 0) console.log('within budget');
  return over;
}

export const frameFigures = (times) => ({
  median: ms(median(times)),
  p95: ms(percentile(times, 95)),
  max: ms(times.length ? Math.max(...times) : null),
  frames: times.length,
});

export async function calendarSection({ chromium: executablePath, skipBuild }) {
  console.log(`\nTime-off calendar, ${CALENDAR_PEOPLE} people × a year (Chromium, mocked API, no latency)\n`);
  if (!executablePath) {
    console.log('skipped: no Chromium found (set CHROMIUM_PATH)');
    return { skipped: 'no Chromium' };
  }
  if (!skipBuild) await buildCalendarBench();
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
      // 120 px down (3 rows) and 24 px across (3 days at the year's 8 px) per frame.
      const down = await scrollFigures(page, { dx: 0, dy: 120 });
      const across = await scrollFigures(page, { dx: 24, dy: 0 });
      const result = {
        people: CALENDAR_PEOPLE,
        navigationToFirstRowsMs: { median: ms(median(firstRows)), runs: firstRows.map(ms) },
        scrollDownFrameMs: down,
        scrollAcrossFrameMs: across,
        domNodesInGrid: nodes,
        ariaRowCount,
        ariaColCount,
      };
      console.log(
        `navigation to first rows:   median ${result.navigationToFirstRowsMs.median} ms (runs: ${result.navigationToFirstRowsMs.runs.join(', ')})`,
      );
      console.log(
        `  includes the mocked API seeding ${CALENDAR_PEOPLE} people per tenant in the page on each load`,
      );
      console.log(`aria-rowcount ${ariaRowCount}, aria-colcount ${ariaColCount}`);
      return { ...result, overBudget: printGridFigures(result) };
    },
  );
}
