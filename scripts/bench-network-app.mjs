// The app as a deployment runs it, for the Lighthouse and "JS before usable" sections: the plain
// production build (no mocking, `.next-net`, the e2e network project's) served by `next start`, the
// mocked API as its own server (`npm run api`), so neither the in-browser mock's code nor its work is
// counted. Debian's Chromium is started by chrome-launcher (Lighthouse drives it over its debugging
// port) and signed in once through the login form with Playwright over the same port.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import {
  NET_API_PORT,
  NET_DIST_DIR,
  NET_PORT,
  ROOT,
  hasBuild,
  networkAppEnv,
  nextBin,
  nextBuild,
} from './e2e.mjs';
import { chromiumArgs } from './find-chromium.mjs';
import { answers, stopServer } from './bench-browser.mjs';

export const NETWORK_APP_URL = `http://127.0.0.1:${NET_PORT}`;

async function waitFor(url, what, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer within ${seconds} s (${url})`);
}

async function waitUntilGone(url, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline && (await answers(url)))
    await new Promise((resolve) => setTimeout(resolve, 250));
}

function startDetached(args, env) {
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

export async function buildNetworkApp() {
  await nextBuild(networkAppEnv());
}

// Runs `measure({ port, page, signIn })` with the API and the app served and Chromium started, signed
// out; `signIn()` signs the profile in as the demo admin through the login form. `port` is Chromium's
// debugging port (for Lighthouse), `page` a Playwright page in that profile. `distDir` serves another
// plain build (bundle-report's, built with the same variables), which its caller has built.
// BENCH_NET_DIST=.next-base measures another plain build (an older commit's, built with NEXT_DIST_DIR)
// on this machine, for a before and after measured side by side.
export const MEASURED_NET_DIST = process.env.BENCH_NET_DIST || NET_DIST_DIR;

export async function withNetworkApp({ executablePath, skipBuild, distDir = MEASURED_NET_DIST }, measure) {
  if (!skipBuild && distDir === NET_DIST_DIR) await buildNetworkApp();
  if (!hasBuild(distDir)) throw new Error(`no build in ${distDir}/: run without BENCH_SKIP_BUILD`);
  for (const url of [
    `${NETWORK_APP_URL}/login`,
    `http://127.0.0.1:${NET_API_PORT}/api/central/__mock__/ready`,
  ]) {
    if (await answers(url)) throw new Error(`${url} answers already (a stale server?): stop it first`);
  }
  const api = startDetached(['scripts/api.mjs', '--port', String(NET_API_PORT), '--quiet'], {});
  const app = startDetached([nextBin(), 'start', '-H', '127.0.0.1', '-p', String(NET_PORT)], {
    ...networkAppEnv(),
    NEXT_DIST_DIR: distDir,
  });
  let chrome;
  try {
    await waitFor(`http://127.0.0.1:${NET_API_PORT}/api/central/__mock__/ready`, 'the mocked API');
    await waitFor(`${NETWORK_APP_URL}/login`, 'next start');
    chrome = await chromeLauncher.launch({
      chromePath: executablePath,
      chromeFlags: ['--headless=new', '--window-size=1350,940', ...chromiumArgs()],
    });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    const signIn = async () => {
      await page.goto(`${NETWORK_APP_URL}/login`);
      await page.getByLabel(/^E-mail/).fill('admin@acme.test');
      await page.getByLabel(/^Password/).fill('password');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL(/\/employees/, { timeout: 60_000 });
      await page.goto('about:blank');
    };
    return await measure({ port: chrome.port, page, signIn });
  } finally {
    if (chrome) await chrome.kill();
    stopServer(app);
    stopServer(api);
    // The next section starts its own servers on these ports: wait until they are free.
    await waitUntilGone(`${NETWORK_APP_URL}/login`);
    await waitUntilGone(`http://127.0.0.1:${NET_API_PORT}/api/central/__mock__/ready`);
  }
}
