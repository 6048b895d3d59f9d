// Benchmarks: figures to watch, not tests (it exits 0 when a budget is exceeded).
//
//   npm run bench                      production build (mocked API) into .next-bench, then measure
//   BENCH_SKIP_BUILD=1 npm run bench   measure the existing .next-bench build
//
// Each section returns plain figures; all of them go to bench-results/latest.json. Section 1 is the
// first-load JS per route, section 2 the directory at 5,000 people, section 3 the finance lists at scale
// (a build of its own: `.next-bench-finance`), section 4 the time-off calendar for 500 people × a year
// (a build of its own: `.next-bench-calendar`), then the traffic timeline and the reports, and
// Lighthouse on the plain build against `npm run api` (`.next-net`, the e2e network project's build).
//
//   BENCH_ONLY=lighthouse npm run bench   only the named sections (comma-separated); the file keeps the
//                                         other sections' last figures
//   BENCH_NET_DIST=.next-base BENCH_ONLY=lighthouse,usableJs npm run bench
//                                         the network sections on another plain build (say an older
//                                         commit's, built with NEXT_DIST_DIR=.next-base), side by side
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, hasBuild, mockedAppEnv, nextBuild } from './e2e.mjs';
import { directoryBuildEnv, directorySection } from './bench-directory.mjs';
import { findChromium } from './find-chromium.mjs';
import { financeSection } from './bench-finance.mjs';
import { calendarSection } from './bench-calendar.mjs';
import { BENCH_DIST_DIR, measureBundles, readRouteBundleStats } from './bench-bundles.mjs';
import { reportsSection } from './bench-reports.mjs';
import { trafficTimelineSection } from './bench-traffic.mjs';
import { lighthouseSection } from './bench-lighthouse.mjs';
import { mockStartSection } from './bench-mock-start.mjs';
import { usableJsSection } from './bench-usable-js.mjs';

export { BENCH_DIST_DIR, measureBundles, readRouteBundleStats };
export const RESULTS_FILE = join(ROOT, 'bench-results', 'latest.json');

// First-load JS, gzip, kB of 1000 bytes: issue 34's budgets (ARCHITECTURE.md's were 245 and 350).
export const BUDGETS = { sharedKb: 210, screenKb: 300 };

const kb = (bytes) => Math.round(bytes / 100) / 10;
const fixed = (bytes) => kb(bytes).toFixed(1);

// ---- build ----------------------------------------------------------------------------------------

export async function buildForBench(distDir = BENCH_DIST_DIR) {
  // Mocked API so every screen builds as the demo does; monitoring and analytics off, as they load
  // lazily and only when configured.
  await nextBuild({ ...mockedAppEnv({ distDir }), ...directoryBuildEnv() });
}

// ---- section 1: first-load JS per route -----------------------------------------------------------

export function checkBudgets(bundles, budgets = BUDGETS) {
  const checks = [
    { subject: 'shared', gzipKb: kb(bundles.shared.gzipBytes), limitKb: budgets.sharedKb },
    ...bundles.routes.map((row) => ({
      subject: row.route,
      gzipKb: kb(row.firstLoadGzipBytes),
      limitKb: budgets.screenKb,
    })),
  ];
  return checks.map((check) => ({ ...check, over: check.gzipKb > check.limitKb }));
}

export function printBundleReport(bundles, checks, budgets = BUDGETS) {
  const width = Math.max(5, ...bundles.routes.map((row) => row.route.length));
  const line = (route, first, own, chunks) =>
    `${route.padEnd(width)}  ${String(first).padStart(16)}  ${String(own).padStart(18)}  ${String(chunks).padStart(6)}`;

  console.log('\nFirst-load JS per route (gzip -9 per chunk, kB = 1000 bytes)\n');
  console.log(line('route', 'first load (kB)', 'route-specific (kB)', 'chunks'));
  console.log(line('-'.repeat(width), '-'.repeat(16), '-'.repeat(18), '-'.repeat(6)));
  for (const row of bundles.routes) {
    console.log(
      line(row.route, fixed(row.firstLoadGzipBytes), fixed(row.routeSpecificGzipBytes), row.chunkCount),
    );
  }
  console.log('');
  console.log(
    `shared by every route: ${fixed(bundles.shared.gzipBytes)} kB in ${bundles.shared.chunks.length} chunks`,
  );
  if (bundles.largest) {
    console.log(
      `largest route:         ${bundles.largest.route}, ${fixed(bundles.largest.firstLoadGzipBytes)} kB`,
    );
  }
  for (const chunk of bundles.missingChunks) console.log(`warning: chunk listed but not on disk: ${chunk}`);

  console.log(`\nBudgets: shared <= ${budgets.sharedKb} kB, a screen <= ${budgets.screenKb} kB`);
  const over = checks.filter((check) => check.over);
  for (const check of over) {
    console.log(`OVER BUDGET  ${check.subject}: ${check.gzipKb} kB > ${check.limitKb} kB`);
  }
  if (over.length === 0) console.log('all within budget');
}

export async function bundleSection({ distDir }) {
  const bundles = measureBundles(readRouteBundleStats(distDir));
  const checks = checkBudgets(bundles);
  printBundleReport(bundles, checks);
  return {
    unit: 'bytes, gzip level 9 per chunk',
    budgetsKb: BUDGETS,
    shared: bundles.shared,
    largest: bundles.largest && {
      route: bundles.largest.route,
      firstLoadGzipBytes: bundles.largest.firstLoadGzipBytes,
    },
    routes: bundles.routes,
    overBudget: checks.filter((check) => check.over),
    missingChunks: bundles.missingChunks,
  };
}

// ---- runner ---------------------------------------------------------------------------------------

// Sections run in order; each gets the context and returns a JSON-able result stored under its name.
// `benchBuild`: the section measures the shared mocked build (.next-bench); the others make their own.
export const SECTIONS = [
  { name: 'bundles', run: bundleSection, benchBuild: true },
  { name: 'directory', run: directorySection, benchBuild: true },
  { name: 'finance', run: financeSection },
  { name: 'timeOffCalendar', run: calendarSection },
  { name: 'trafficTimeline', run: trafficTimelineSection },
  { name: 'reports', run: reportsSection },
  { name: 'usableJs', run: usableJsSection },
  { name: 'lighthouse', run: lighthouseSection },
  { name: 'mockStart', run: mockStartSection },
];

// BENCH_ONLY=lighthouse,bundles runs those sections alone (in the order above).
export function selectedSections(only = process.env.BENCH_ONLY) {
  if (!only) return SECTIONS;
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !SECTIONS.some((section) => section.name === name));
  if (unknown.length)
    throw new Error(
      `BENCH_ONLY names no section ${unknown.join(', ')}: ${SECTIONS.map((s) => s.name).join(', ')}`,
    );
  return SECTIONS.filter((section) => names.includes(section.name));
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

export function environment() {
  const require = createRequire(import.meta.url);
  return {
    node: process.version,
    next: require('next/package.json').version,
    commit: gitCommit(),
    cpus: availableParallelism(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
  };
}

export function writeResults(results, file = RESULTS_FILE) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${relative(ROOT, file)}`);
}

export async function runBench({ distDir = BENCH_DIST_DIR, skipBuild = false, sections = SECTIONS } = {}) {
  if (!sections.some((section) => section.benchBuild)) {
    // Nothing measures the shared build: each section builds (or reuses) its own.
  } else if (skipBuild) {
    if (!hasBuild(distDir)) throw new Error(`BENCH_SKIP_BUILD=1 but there is no build in ${distDir}/.`);
    console.log(`bench: build skipped (BENCH_SKIP_BUILD=1), measuring ${distDir}/`);
  } else {
    console.log(`bench: next build -> ${distDir}/ (mocked API, no Sentry or analytics)`);
    await buildForBench(distDir);
  }
  const context = { distDir, skipBuild, chromium: findChromium() };
  const results = { generatedAt: new Date().toISOString(), distDir, environment: environment() };
  for (const section of sections) results[section.name] = await section.run(context);
  // A run of some sections keeps the other sections' last figures.
  const partial = sections.length < SECTIONS.length && existsSync(RESULTS_FILE);
  writeResults(partial ? { ...JSON.parse(readFileSync(RESULTS_FILE, 'utf8')), ...results } : results);
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  Promise.resolve()
    .then(() => runBench({ skipBuild: process.env.BENCH_SKIP_BUILD === '1', sections: selectedSections() }))
    .catch((error) => {
      console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    });
}
