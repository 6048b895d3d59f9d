// What the shared first load carries: builds the plain app (no mocking) with BUNDLE_STATS=1 into
// .next-stats (next.config.ts adds scripts/bundle-stats-plugin.ts) and prints, for the chunks every
// route loads and for one route's own chunks, the packages and modules by size (webpack's module
// size, before minification and gzip: for ranking, not for budgets; `npm run bench` has those).
//
//   npm run bundle-report                 the shared part
//   npm run bundle-report -- /invoices    and that route's own chunks
//   npm run bundle-report -- --usable /employees /budget
//                                         what each screen runs before it is usable (its first load and
//                                         every chunk it fetches on mount, signed in, as the bench's
//                                         usable-JS section loads it), by package and module
//   BENCH_SKIP_BUILD=1 npm run bundle-report   read the last .next-stats build
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, hasBuild, networkAppEnv, nextBuild } from './e2e.mjs';
import { findChromium } from './find-chromium.mjs';
import { withNetworkApp } from './bench-network-app.mjs';
import { scriptsOfLoad } from './bench-usable-js.mjs';
import { gzipSizer } from './bench-bundles.mjs';

const DIST = '.next-stats';

const packageOf = (id) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replaceAll('\\', '/'));
  return match ? match[1] : id.startsWith('./src/') ? id.split('/').slice(0, 3).join('/') : 'other';
};

function printTable(title, modules, limit = 25) {
  const byPackage = new Map();
  for (const entry of modules)
    byPackage.set(packageOf(entry.id), (byPackage.get(packageOf(entry.id)) ?? 0) + entry.size);
  const total = modules.reduce((sum, entry) => sum + entry.size, 0);
  console.log(`\n${title}: ${(total / 1000).toFixed(1)} kB of module source in ${modules.length} modules\n`);
  console.log('by package or src folder:');
  for (const [name, size] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`  ${(size / 1000).toFixed(1).padStart(8)} kB  ${name}`);
  }
  console.log('largest modules:');
  for (const entry of [...modules].sort((a, b) => b.size - a.size).slice(0, limit)) {
    console.log(`  ${(entry.size / 1000).toFixed(1).padStart(8)} kB  ${entry.id}`);
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1' || !hasBuild(DIST)) {
  await nextBuild({ ...networkAppEnv(), NEXT_DIST_DIR: DIST, BUNDLE_STATS: '1' });
}
const { chunks } = JSON.parse(readFileSync(join(ROOT, DIST, 'bundle-modules.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(ROOT, DIST, 'build-manifest.json'), 'utf8'));
const modulesOfFiles = (files) => {
  const wanted = new Set(files.map((file) => file.replace(/^static\//, 'static/')));
  const seen = new Map();
  for (const chunk of chunks) {
    if (!chunk.files.some((file) => wanted.has(file))) continue;
    for (const entry of chunk.modules) seen.set(entry.id, entry);
  }
  return [...seen.values()];
};
// Each chunk's gzip size shared out among its packages by their module sizes: an estimate of what each
// package costs over the wire, comparable with the bench's figures (which are whole chunks).
const { sizeOf } = gzipSizer();
function printGzipShares(title, files, limit = 25) {
  const byPackage = new Map();
  const copies = new Map();
  let total = 0;
  let duplicated = 0;
  for (const file of files) {
    const gzip = sizeOf(join(DIST, file));
    total += gzip;
    const chunk = chunks.find((entry) => entry.files.includes(file));
    const source = chunk ? chunk.modules.reduce((sum, entry) => sum + entry.size, 0) : 0;
    if (!chunk || source === 0) continue;
    for (const entry of chunk.modules) {
      const name = packageOf(entry.id);
      const share = (gzip * entry.size) / source;
      byPackage.set(name, (byPackage.get(name) ?? 0) + share);
      // The same module in two chunks of one load is fetched and run twice.
      if (copies.has(entry.id)) duplicated += share;
      copies.set(entry.id, (copies.get(entry.id) ?? 0) + 1);
    }
  }
  const again = [...copies.values()].filter((count) => count > 1).length;
  console.log(
    `\n${title}: ${(total / 1000).toFixed(1)} kB gzip, of which about ${(duplicated / 1000).toFixed(1)} kB are ` +
      `second copies of ${again} modules in more than one chunk; estimated share by package or src folder:`,
  );
  for (const [name, size] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`  ${(size / 1000).toFixed(1).padStart(8)} kB  ${name}`);
  }
}

const appFiles = manifest.pages['/_app'].filter((file) => file.endsWith('.js'));
const args = process.argv.slice(2);
if (args[0] === '--usable') {
  const paths = args.slice(1);
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  await withNetworkApp({ executablePath, skipBuild: true, distDir: DIST }, async ({ page, signIn }) => {
    if (paths.some((path) => path !== '/login')) await signIn();
    for (const path of paths) {
      const { scripts } = await scriptsOfLoad(page, path);
      const files = [...new Set(scripts.filter((url) => url.startsWith('/_next/static/')))].map((url) =>
        url.slice('/_next/'.length),
      );
      printTable(`${path} before it is usable (${files.length} chunks)`, modulesOfFiles(files), 30);
      printGzipShares(path, files);
    }
  });
} else {
  printTable('Shared by every route (_app, main, framework)', modulesOfFiles(appFiles));
  const route = args[0];
  if (route) {
    const own = (manifest.pages[route] ?? []).filter(
      (file) => !appFiles.includes(file) && file.endsWith('.js'),
    );
    if (own.length === 0) console.log(`\n${route}: no such route in the build manifest`);
    else printTable(`${route}'s own first-load chunks`, modulesOfFiles(own));
  }
}
