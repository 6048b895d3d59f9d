// What the shared first load carries: builds the plain app (no mocking) with BUNDLE_STATS=1 into
// .next-stats (next.config.ts adds scripts/bundle-stats-plugin.ts) and prints, for the chunks every
// route loads and for one route's own chunks, the packages and modules by size (webpack's module
// size, before minification and gzip: for ranking, not for budgets; `npm run bench` has those).
//
//   npm run bundle-report                 the shared part
//   npm run bundle-report -- /invoices    and that route's own chunks
//   BENCH_SKIP_BUILD=1 npm run bundle-report   read the last .next-stats build
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, hasBuild, networkAppEnv, nextBuild } from './e2e.mjs';

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
const appFiles = manifest.pages['/_app'].filter((file) => file.endsWith('.js'));
printTable('Shared by every route (_app, main, framework)', modulesOfFiles(appFiles));
const route = process.argv[2];
if (route) {
  const own = (manifest.pages[route] ?? []).filter(
    (file) => !appFiles.includes(file) && file.endsWith('.js'),
  );
  if (own.length === 0) console.log(`\n${route}: no such route in the build manifest`);
  else printTable(`${route}'s own first-load chunks`, modulesOfFiles(own));
}
