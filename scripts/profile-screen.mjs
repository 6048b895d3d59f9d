// Where a screen's first load spends the main thread: builds the plain app (no mocking) with source
// maps into .next-prof (next.config.ts, PROFILE_SOURCE_MAPS=1), serves it against `npm run api` as the
// bench's Lighthouse section does, signs in as the demo admin and records a CPU profile of each screen
// from navigation until the network is idle and a second more. Prints the self time by package or src
// folder, by module and by function, each named through the source maps, and writes the profile to
// bench-results/profiles/ (open it in Chrome DevTools' Performance panel). A forced layout (a
// getBoundingClientRect after a render) shows as time in the function that asked for it.
//
//   npm run profile -- /employees /invoices
//   PROFILE_SKIP_BUILD=1 npm run profile -- /time-offs    profile the last .next-prof build
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT, hasBuild, networkAppEnv, nextBuild } from './e2e.mjs';
import { NETWORK_APP_URL, withNetworkApp } from './bench-network-app.mjs';
import { findChromium } from './find-chromium.mjs';
import { selfTimes } from './cpu-profile-times.mjs';

const DIST = '.next-prof';
const OUT = join(ROOT, 'bench-results', 'profiles');
// Names a profile's call frames through the chunks' source maps: `module:line` of the function.
function frameNamer(distDir) {
  const consumers = new Map();
  const consumerOf = (url) => {
    const chunk = /\/_next\/(static\/.+\.js)$/.exec(url)?.[1];
    if (!chunk) return null;
    if (!consumers.has(chunk)) {
      const file = join(ROOT, distDir, `${chunk}.map`);
      consumers.set(
        chunk,
        existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
      );
    }
    return consumers.get(chunk);
  };
  return ({ url, lineNumber, columnNumber, functionName }) => {
    const consumer = lineNumber >= 0 ? consumerOf(url) : null;
    const position = consumer?.originalPositionFor({
      line: lineNumber + 1,
      column: Math.max(0, columnNumber),
    });
    if (position?.source) {
      const mapped = position.source.replace(/^webpack:\/\/_N_E\/(\.\/)?/, '');
      // Next's own client code is mapped as `src/…` too: ours is what this repository holds.
      const source = mapped.startsWith('src/') && !existsSync(join(ROOT, mapped)) ? `next/${mapped}` : mapped;
      return { module: source, fn: `${position.name ?? functionName ?? ''}:${position.line}` };
    }
    // A chunk without a map, or the browser's own work: `(get cookie)`, `(program)`.
    const script = url ? url.replace(NETWORK_APP_URL, '') : `(${functionName || 'native'})`;
    return { module: functionName.startsWith('(') ? functionName : script, fn: functionName };
  };
}

function printTop(title, map, limit) {
  console.log(`${title}:`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
}

async function profileLoad(page, path) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${NETWORK_APP_URL}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  return profile;
}

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (paths.length === 0) throw new Error('name the screens: npm run profile -- /employees /invoices');
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  if (process.env.PROFILE_SKIP_BUILD !== '1') {
    await nextBuild({ ...networkAppEnv(), NEXT_DIST_DIR: DIST, PROFILE_SOURCE_MAPS: '1' });
  }
  if (!hasBuild(DIST)) throw new Error(`no build in ${DIST}/: run without PROFILE_SKIP_BUILD`);
  mkdirSync(OUT, { recursive: true });
  const nameOf = frameNamer(DIST);
  await withNetworkApp({ executablePath, distDir: DIST }, async ({ page, signIn }) => {
    await signIn();
    for (const path of paths) {
      const profile = await profileLoad(page, path);
      const file = join(OUT, `${path.replace(/\W+/g, '_').replace(/^_/, '') || 'root'}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      const { busyMs, byPackage, byModule, byFunction } = selfTimes(profile, nameOf);
      console.log(`\n== ${path}: ${busyMs.toFixed(0)} ms of main-thread work sampled (${file})`);
      printTop('by package or src folder', byPackage, 15);
      printTop('by module', byModule, 20);
      printTop('by function', byFunction, 20);
    }
  });
}

await main();
