// What the Chromium bench sections share: a `next start` of a bench build with its mock variables, a
// signed-in page, and the figures' arithmetic.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ROOT, mockedAppEnv, nextBin } from './e2e.mjs';
import { chromiumArgs } from './find-chromium.mjs';

export const BENCH_PORT = 3200;
export const BENCH_URL = `http://127.0.0.1:${BENCH_PORT}`;

export const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const ms = (value) => (value === null ? null : Math.round(value * 10) / 10);

export async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

// `next start` runs its server in a child process: the whole group is stopped, or a stale server of an
// old build would answer the next run.
export function stopServer(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    server.kill();
  }
}

// Stops the server and waits until its port is free (at most 15 s), so the next section can start its own.
export async function stopServerAndWait(server) {
  const exited =
    server.exitCode !== null ? Promise.resolve() : new Promise((resolve) => server.once('exit', resolve));
  stopServer(server);
  const deadline = Date.now() + 15_000;
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  while (Date.now() < deadline && (await answers(`${BENCH_URL}/mockServiceWorker.js`)))
    await new Promise((resolve) => setTimeout(resolve, 250));
}

export async function startServer(distDir, env) {
  if (await answers(`${BENCH_URL}/mockServiceWorker.js`)) {
    throw new Error(`port ${BENCH_PORT} is taken by another server (a stale \`next start\`?): stop it first`);
  }
  const server = spawn(process.execPath, [nextBin(), 'start', '-H', '127.0.0.1', '-p', String(BENCH_PORT)], {
    cwd: ROOT,
    env: { ...process.env, ...mockedAppEnv({ distDir }), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await answers(`${BENCH_URL}/mockServiceWorker.js`)) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopServer(server);
  throw new Error('next start did not answer within 60 s');
}

// Runs `measure(page)` against the build in `distDir`, signed in as the demo admin at 1440 × 900.
export async function withSignedInPage({ distDir, executablePath, env }, measure) {
  const server = await startServer(distDir, env);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs(), headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${BENCH_URL}/login`);
    await page.getByLabel(/^E-mail/).fill('admin@acme.test');
    await page.getByLabel(/^Password/).fill('password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/employees/);
    return await measure(page);
  } finally {
    await browser.close();
    await stopServerAndWait(server);
  }
}

// Time since navigation start when the first data rows of the table named `tableLabel` are in the page.
export async function timeToFirstRows(page, path, tableLabel) {
  await page.goto(`${BENCH_URL}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    (label) => document.querySelectorAll(`table[aria-label="${label}"] tbody tr[aria-rowindex]`).length > 0,
    tableLabel,
    { timeout: 60_000, polling: 'raf' },
  );
  return page.evaluate(() => performance.now());
}

// From an action to the first frame painted after `ready()` (run in the page) says the change is there.
export async function timeToPaint(page, act, ready, arg) {
  const start = await page.evaluate(() => performance.now());
  await act();
  await page.waitForFunction(ready, arg, { timeout: 60_000, polling: 'raf' });
  return (await page.evaluate(() => performance.now())) - start;
}
