import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import type { E2EOptions } from './e2e/support/options';

// Run through `npm run test:e2e` (scripts/e2e.mjs builds .next-e2e first); plain `npx playwright test`
// works too once that build exists.

type E2ESettings = {
  host: string;
  port: number;
  baseURL: string;
  distDir: string;
  hasBuild: boolean;
  nextBin: string;
  env: Record<string, string>;
  chromium: { executablePath: string; args: string[] } | { executablePath: null; notFoundMessage: string };
};

// The settings (port, dist dir, build env, Chromium from scripts/find-chromium.mjs) live in the .mjs
// scripts, shared with the bench. They are asked for rather than imported: Playwright compiles what
// the config imports to CommonJS, which breaks .mjs files on Node 20.19+ ("exports is not defined").
const settings = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, 'scripts', 'e2e.mjs'), '--print-settings'], {
    encoding: 'utf8',
  }),
) as E2ESettings;

if (settings.chromium.executablePath === null) throw new Error(settings.chromium.notFoundMessage);

const isCI = Boolean(process.env.CI);

// The same variables as the build, for `next start` and for the mock handlers in the workers.
Object.assign(process.env, settings.env);

// Once, in the runner (workers load this file too).
if (!process.env.TEST_WORKER_INDEX && !settings.hasBuild) {
  console.warn(`No build in ${settings.distDir}/: run \`npm run test:e2e\` (it builds first).`);
}

export default defineConfig<E2EOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // A 2-core machine: two browsers plus `next start` already fill it.
  workers: isCI ? 2 : undefined,
  reporter: [['list'], ['html', { open: 'never' }]],
  expect: { timeout: isCI ? 10_000 : 5_000 },

  use: {
    baseURL: settings.baseURL,
    headless: true,
    trace: 'retain-on-failure',
    // The suite serves the API through @msw/playwright (page.route); a service worker would answer
    // requests before page.route sees them.
    serviceWorkers: 'block',
    mockNetwork: true,
    // Debian's Chromium through executablePath: nothing here downloads a browser.
    launchOptions: { executablePath: settings.chromium.executablePath, args: settings.chromium.args },
  },

  projects: [
    // Logs in once per role and saves e2e/.auth/<role>.json (see e2e/support/roles.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: /\.smoke\.spec\.ts$/,
    },
    {
      // The demo build as the quick start runs it: its own MSW worker answers the API.
      name: 'smoke',
      testMatch: /\.smoke\.spec\.ts$/,
      use: { serviceWorkers: 'allow', mockNetwork: false },
    },
  ],

  webServer: {
    command: `"${process.execPath}" "${settings.nextBin}" start -H ${settings.host} -p ${settings.port}`,
    // A static file from public/ (written by `msw init`): answers as soon as the server does,
    // whatever the routes do.
    url: `${settings.baseURL}/mockServiceWorker.js`,
    env: settings.env,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
