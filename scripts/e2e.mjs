// End-to-end run: a production build with the mocked API switched on, and a plain production build
// (no mocking) that calls the mocked API over HTTP (`npm run api`), then Playwright against both.
//
//   npm run test:e2e                           build into .next-e2e and .next-net, run every project
//   npm run test:e2e -- e2e/login.spec.ts      extra arguments go to `playwright test`
//   E2E_SKIP_BUILD=1 npm run test:e2e          serve the last builds whatever changed since
//   REBUILD=1 npm run test:e2e                 build even when the sources and settings did not change
//   E2E_NETWORK=0 npm run test:e2e             leave the network project (and its build) out
//   E2E_BUILD_ONLY=1 npm run test:e2e          make (or reuse) the builds and stop
//
// Also imported (side-effect free) by playwright.config.ts and scripts/bench.mjs for the shared
// settings, so the app that is built and the app that is served agree.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildInputsHash, buildIsCurrent, stampBuild } from './build-inputs.mjs';
import { chromiumNotFoundMessage, findChromium } from './find-chromium.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const E2E_HOST = '127.0.0.1';
// E2E_PORT, NET_PORT and NET_API_PORT move the three servers, so two suites can run side by side.
const portFrom = (name, fallback) => Number(process.env[name]) || fallback;
export const E2E_PORT = portFrom('E2E_PORT', 3100);
export const E2E_BASE_URL = `http://${E2E_HOST}:${E2E_PORT}`;
// Its own dist dir, so an e2e build never clobbers (or is mistaken for) a normal `.next` build.
export const E2E_DIST_DIR = '.next-e2e';
export const E2E_MOCK_LATENCY_MS = 30;

// The network project: the app without mocking on its own port and build, the mocked API as a
// server (scripts/api.mjs) on another; neither collides with the mocked e2e run above.
export const NET_PORT = portFrom('NET_PORT', 3200);
export const NET_BASE_URL = `http://${E2E_HOST}:${NET_PORT}`;
export const NET_DIST_DIR = '.next-net';
export const NET_API_PORT = portFrom('NET_API_PORT', 3300);
// As a deployment names a local API: http only on localhost, tenants at <tenant>.localhost.
export const NET_API_URL = `http://localhost:${NET_API_PORT}/api/`;

// Whether this run includes the network project (E2E_NETWORK=0 leaves it out).
export function networkEnabled(env = process.env) {
  return env.E2E_NETWORK !== '0';
}

// Monitoring, analytics and a real API stay off in builds we test or measure. They are set to ''
// rather than deleted: Next's env loader leaves a variable that is already set alone, so '' also
// masks a developer's .env.local.
const SWITCHED_OFF = [
  'NEXT_PUBLIC_API_URL',
  'NEXT_PUBLIC_SENTRY_ENABLED',
  'NEXT_PUBLIC_SENTRY_DSN',
  'NEXT_PUBLIC_SENTRY_ENVIRONMENT',
  'NEXT_PUBLIC_GA_MEASUREMENT_ID',
  'NEXT_PUBLIC_GTM_ID',
  'SENTRY_DSN',
  'SENTRY_AUTH_TOKEN',
  'SENTRY_ORG',
  'SENTRY_PROJECT',
];

// The variables (only) that make a build of the app run against the mocked API.
export function mockedAppEnv({ distDir, latencyMs } = {}) {
  const env = {
    NEXT_PUBLIC_API_MOCKING: 'enabled',
    NEXT_TELEMETRY_DISABLED: '1',
    ...Object.fromEntries(SWITCHED_OFF.map((name) => [name, ''])),
  };
  if (distDir) env.NEXT_DIST_DIR = distDir;
  if (latencyMs !== undefined) env.NEXT_PUBLIC_MOCK_LATENCY_MS = String(latencyMs);
  return env;
}

export function e2eAppEnv() {
  return mockedAppEnv({ distDir: E2E_DIST_DIR, latencyMs: E2E_MOCK_LATENCY_MS });
}

// The plain production build a deployment runs: no mocking, NEXT_PUBLIC_API_URL set, so the
// deployment checks and the Content-Security-Policy are the real ones.
export function networkAppEnv() {
  return {
    ...Object.fromEntries(SWITCHED_OFF.map((name) => [name, ''])),
    NEXT_PUBLIC_API_MOCKING: '',
    NEXT_PUBLIC_API_URL: NET_API_URL,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: NET_DIST_DIR,
  };
}

const require = createRequire(import.meta.url);

export function nextBin() {
  return require.resolve('next/dist/bin/next');
}

export function hasBuild(distDir) {
  return existsSync(join(ROOT, distDir, 'BUILD_ID'));
}

// Each line a child writes, with a prefix, so two commands running at once can be told apart.
function prefixLines(stream, prefix, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

// Runs a command with inherited stdio (or its lines prefixed, with `prefix`) and resolves with its exit
// code. Ctrl-C reaches the child from the terminal already (a second one would make Playwright skip its
// clean-up), so this process only waits; a SIGTERM sent to this process alone is passed on.
export function run(command, args, { env = process.env, cwd = ROOT, prefix } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: prefix ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      prefixLines(child.stdout, prefix, process.stdout);
      prefixLines(child.stderr, prefix, process.stderr);
    }
    const wait = () => {};
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', wait);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', wait);
      process.off('SIGTERM', forward);
      resolvePromise(code ?? (signal ? 128 + (signalNumber(signal) ?? 0) : 1));
    });
  });
}

function signalNumber(signal) {
  return { SIGINT: 2, SIGTERM: 15, SIGKILL: 9 }[signal];
}

// `next build --webpack` (see scripts/bench.mjs for why webpack) with the given variables on top of the
// caller's environment, unless the build folder already holds the build of exactly these inputs
// (scripts/build-inputs.mjs; REBUILD=1 builds anyway). Resolves with whether the build was reused.
// `prefix` marks its output lines, for builds run side by side.
export async function nextBuild(vars, { prefix } = {}) {
  // Every build these scripts make is served by `next start`, which reads no file traces
  // (NEXT_SKIP_BUILD_TRACES, next.config.ts): tracing them was a minute of each build.
  const env = { ...process.env, NEXT_SKIP_BUILD_TRACES: '1', ...vars };
  // `next build` sets production itself; an inherited NODE_ENV=test would only produce a warning
  // and a non-standard build.
  delete env.NODE_ENV;
  const distDir = env.NEXT_DIST_DIR || '.next';
  const inputs = buildInputsHash(ROOT, env);
  if (process.env.REBUILD !== '1' && buildIsCurrent(ROOT, distDir, inputs)) {
    console.log(`build: ${distDir}/ is the build of these sources and settings: reused (REBUILD=1 rebuilds)`);
    return { reused: true };
  }
  const code = await run(process.execPath, [nextBin(), 'build', '--webpack'], { env, prefix });
  if (code !== 0) throw new Error(`next build failed (exit code ${code})`);
  stampBuild(ROOT, distDir, inputs);
  return { reused: false };
}

async function main(args) {
  const chromium = findChromium(process.env, { headlessShell: true });
  if (!chromium) {
    console.error(`e2e: ${chromiumNotFoundMessage()}`);
    return 1;
  }
  const appEnv = e2eAppEnv();
  console.log(`e2e: chromium  ${chromium}`);

  const builds = [
    {
      distDir: E2E_DIST_DIR,
      env: appEnv,
      note: `mocked API, ${E2E_MOCK_LATENCY_MS} ms latency, no Sentry or analytics`,
    },
  ];
  if (networkEnabled()) {
    builds.push({
      distDir: NET_DIST_DIR,
      env: networkAppEnv(),
      note: `no mocking, NEXT_PUBLIC_API_URL=${NET_API_URL}, for the network project`,
    });
  }
  // The network project's API server transpiles every handler on its first start: a quarter of a minute
  // on a clean clone. Done beside the builds, its start later takes seconds.
  const apiPrepared = networkEnabled()
    ? run(process.execPath, ['scripts/api.mjs', '--prepare'], { env: { ...process.env, ...appEnv } })
    : Promise.resolve(0);
  if (process.env.E2E_SKIP_BUILD === '1') {
    for (const build of builds) {
      if (!hasBuild(build.distDir)) {
        console.error(
          `e2e: E2E_SKIP_BUILD=1 but there is no build in ${build.distDir}/; run without it once.`,
        );
        return 1;
      }
      console.log(`e2e: build     skipped (E2E_SKIP_BUILD=1), serving the existing ${build.distDir}/`);
    }
  } else {
    // Side by side: one webpack build leaves the second core half idle, so two take a third less time
    // together than one after the other. Their lines are marked with the folder they build.
    for (const build of builds) console.log(`e2e: build     next build -> ${build.distDir}/ (${build.note})`);
    const started = Date.now();
    const results = await Promise.allSettled(
      builds.map(async (build) => {
        // No type check in these builds (NEXT_SKIP_TYPECHECK, next.config.ts): `npm test` runs tsc in a
        // phase of its own first, and each build would spend a minute (two on a busy machine) repeating it.
        const { reused } = await nextBuild(
          { ...build.env, NEXT_SKIP_TYPECHECK: '1' },
          { prefix: builds.length > 1 ? `[${build.distDir}]` : undefined },
        );
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`e2e: build     ${build.distDir}/ ${reused ? 'reused' : `done after ${seconds} s`}`);
      }),
    );
    const failed = results.filter((result) => result.status === 'rejected');
    for (const { reason } of failed)
      console.error(`e2e: ${reason instanceof Error ? reason.message : String(reason)}`);
    if (failed.length > 0) return 1;
  }

  if ((await apiPrepared) !== 0) {
    console.error('e2e: the mocked API server could not load its handlers (node scripts/api.mjs --prepare)');
    return 1;
  }

  // `npm test` builds beside lint and the type check (cores they leave idle), then runs the tests later
  // on the builds made then (reused: nothing they are made from has changed).
  if (process.env.E2E_BUILD_ONLY === '1') {
    console.log('e2e: builds ready (E2E_BUILD_ONLY=1: no tests run)');
    return 0;
  }

  const playwrightArgs = ['playwright', 'test', ...args];
  console.log(`e2e: test      npx ${playwrightArgs.join(' ')}  (next start on ${E2E_BASE_URL})`);
  // CHROMIUM_PATH pins the browser found above for the config and its workers.
  const env = { ...process.env, ...appEnv, CHROMIUM_PATH: chromium };
  return run('npx', playwrightArgs, { env });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
