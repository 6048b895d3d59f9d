// Locates a system Chromium for Playwright and the bench: this machine must never download a browser
// (`npx playwright install` fails here), so Playwright launches Debian's build via executablePath.
//
//   node scripts/find-chromium.mjs                   prints the path, or the install hint and exits 1
//   node scripts/find-chromium.mjs --headless-shell  the same for the test runner's browser
import { accessSync, constants, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// Checked in this order; the first one set wins, and it is not second-guessed.
export const CHROMIUM_ENV_VARS = ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH'];

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

// Debian's headless shell (package chromium-headless-shell): the browser Playwright itself runs headless
// tests in. It skips the full browser's UI process work, so the end-to-end suite spends about a quarter
// less CPU in the browser; the bench keeps the full browser that users run.
export const HEADLESS_SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell'];

function isExecutableFile(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// The env var that overrides the search, if one is set.
export function chromiumOverride(env = process.env) {
  for (const name of CHROMIUM_ENV_VARS) {
    const value = env[name]?.trim();
    if (value) return { name, value };
  }
  return null;
}

// A path to a runnable Chromium, or null. An override that points nowhere gives null rather than
// silently falling back to another browser.
// `headlessShell` prefers the headless shell and falls back to a full Chromium.
export function findChromium(env = process.env, { headlessShell = false } = {}) {
  const override = chromiumOverride(env);
  if (override) return isExecutableFile(override.value) ? override.value : null;
  const candidates = headlessShell
    ? [...HEADLESS_SHELL_CANDIDATES, ...CHROMIUM_CANDIDATES]
    : CHROMIUM_CANDIDATES;
  return candidates.find(isExecutableFile) ?? null;
}

export function chromiumNotFoundMessage(env = process.env) {
  const override = chromiumOverride(env);
  const reason = override
    ? `${override.name}=${override.value} is not an executable file.`
    : `No Chromium found (looked in ${CHROMIUM_CANDIDATES.slice(0, 4).join(', ')}).`;
  return [
    reason,
    "Install Debian's Chromium with `apt-get install chromium chromium-headless-shell` (as root), or set CHROMIUM_PATH to a",
    'Chromium/Chrome executable. Do not run `npx playwright install`: browsers are not downloaded here.',
  ].join('\n');
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

// Headless, quiet and offline: no update checks, sync or first-run UI, and no GPU or QUIC that a
// container lacks. Chromium's sandbox needs user namespaces that root in a container does not get.
export function chromiumArgs() {
  return [
    ...(isRoot() ? ['--no-sandbox'] : []),
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
    '--disable-quic',
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const path = findChromium(process.env, { headlessShell: process.argv.includes('--headless-shell') });
  if (path) {
    console.log(path);
  } else {
    console.error(chromiumNotFoundMessage());
    process.exit(1);
  }
}
