import { defineConfig } from '@playwright/test';
import type { E2EOptions } from './e2e/support/options';
import {
  E2E_BASE_URL,
  E2E_DIST_DIR,
  E2E_HOST,
  E2E_PORT,
  e2eAppEnv,
  hasBuild,
  NET_API_PORT,
  NET_BASE_URL,
  NET_DIST_DIR,
  NET_PORT,
  networkAppEnv,
  networkEnabled,
  nextBin,
} from './scripts/e2e.mjs';
import { chromiumArgs, chromiumNotFoundMessage, findChromium } from './scripts/find-chromium.mjs';

// Run through `npm run test:e2e` (scripts/e2e.mjs builds .next-e2e first); plain `npx playwright test`
// works too once that build exists. The settings live in the .mjs scripts, shared with the bench.
// (They load as ES modules because package.json says "type": "module"; under CommonJS, Playwright
// would compile them to CommonJS and Node 20.19+ would reject that.)

// Debian's headless shell when it is installed (the browser Playwright runs headless tests in).
const executablePath = findChromium(process.env, { headlessShell: true });
if (!executablePath) throw new Error(chromiumNotFoundMessage());

const isCI = Boolean(process.env.CI);

// The same variables as the build, for `next start` and for the mock handlers in the workers.
const appEnv = e2eAppEnv();
Object.assign(process.env, appEnv);

// Once, in the runner (workers load this file too).
if (!process.env.TEST_WORKER_INDEX && !hasBuild(E2E_DIST_DIR)) {
  console.warn(`No build in ${E2E_DIST_DIR}/: run \`npm run test:e2e\` (it builds first).`);
}

// The network project needs its own build (scripts/e2e.mjs makes it); without one it is left out,
// with a word, so `npx playwright test` after a mocked build alone still runs the rest.
const network = networkEnabled() && hasBuild(NET_DIST_DIR);
if (!process.env.TEST_WORKER_INDEX && networkEnabled() && !network) {
  console.warn(
    `No build in ${NET_DIST_DIR}/: the network project is left out (\`npm run test:e2e\` builds it).`,
  );
}

const appServer = {
  command: `"${process.execPath}" "${nextBin()}" start -H ${E2E_HOST} -p ${E2E_PORT}`,
  // A static file from public/ (written by `msw init`): answers as soon as the server does,
  // whatever the routes do.
  url: `${E2E_BASE_URL}/mockServiceWorker.js`,
  env: appEnv,
  reuseExistingServer: !isCI,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

// The network project's servers: the mocked API over HTTP (`npm run api`), and the plain production
// build pointed at it.
const networkServers = [
  {
    command: `"${process.execPath}" scripts/api.mjs --port ${NET_API_PORT} --quiet`,
    // 200 once every handler is loaded and every tenant seeded (503 while seeding): a few seconds, up to
    // half a minute on a clean clone of a busy machine (each TypeScript file is transpiled once, then cached).
    url: `http://127.0.0.1:${NET_API_PORT}/api/central/__mock__/ready`,
    reuseExistingServer: !isCI,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
  {
    command: `"${process.execPath}" "${nextBin()}" start -H ${E2E_HOST} -p ${NET_PORT}`,
    url: `${NET_BASE_URL}/favicon.svg`,
    env: networkAppEnv(),
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
];

export default defineConfig<E2EOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // A 2-core machine: two browsers plus `next start` already fill it.
  workers: isCI ? 2 : undefined,
  reporter: [['list'], ['html', { open: 'never' }]],
  // A CI machine runs two browsers, their mocked API and `next start` on two cores, often beside
  // other work: a flow takes several times as long there as on an idle machine (the longest takes
  // about 25 s on a quiet one). Tests never wait on time; these only bound how long a broken one takes
  // to fail.
  timeout: isCI ? 120_000 : 60_000,
  expect: { timeout: isCI ? 15_000 : 10_000 },

  use: {
    baseURL: E2E_BASE_URL,
    headless: true,
    // A trace records screenshots and a DOM snapshot at every step: a quarter of the browser's work.
    // CI records one for a failing test's retry; a local run keeps one for every failure.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    // The suite serves the API through its own routes (e2e/support/mock-network.ts); a service
    // worker would answer requests before the routes see them.
    serviceWorkers: 'block',
    // As a person who asked their system for less motion: the app then draws no transition frames
    // (src/app/theme.ts) and waits for none.
    reducedMotion: 'reduce',
    mockNetwork: true,
    // Debian's Chromium through executablePath: nothing here downloads a browser.
    launchOptions: { executablePath, args: chromiumArgs() },
  },

  projects: [
    // Logs in once per role and saves e2e/.auth/<role>.json (see e2e/support/roles.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: /\.(smoke|network)\.spec\.ts$/,
    },
    {
      // The demo build as the quick start runs it: its own MSW worker answers the API.
      name: 'smoke',
      testMatch: /\.smoke\.spec\.ts$/,
      use: { serviceWorkers: 'allow', mockNetwork: false },
    },

    ...(network
      ? [
          {
            // The plain production build (no mocking) against the mocked API over real HTTP: tenant
            // hosts, CORS, the Content-Security-Policy, file names through Content-Disposition. The
            // server's state is shared, so the tests of this project run one after another.
            name: 'network',
            testMatch: /\.network\.spec\.ts$/,
            fullyParallel: false,
            use: { baseURL: NET_BASE_URL, mockNetwork: false },
          },
        ]
      : []),
  ],

  // Each server only when its build is there (the warnings above say what is missing).
  webServer: [...(hasBuild(E2E_DIST_DIR) ? [appServer] : []), ...(network ? networkServers : [])],
});
