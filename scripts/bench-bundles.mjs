// First-load JS per route of a build, gzip per chunk: read by the bundle section and by the reports
// section (which adds the chart chunks a report loads).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './e2e.mjs';

export const BENCH_DIST_DIR = '.next-bench';

// The first-load chunks of every route, as [{ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }]
// with paths relative to the project root. The app builds with webpack (`next build --webpack`: its
// pages-router output has no inline scripts, so the Content-Security-Policy needs no 'unsafe-inline'),
// whose build-manifest.json lists each page's scripts; a Turbopack build writes
// diagnostics/route-bundle-stats.json in this shape directly.
export function readRouteBundleStats(distDir = BENCH_DIST_DIR) {
  const turbopackStats = join(ROOT, distDir, 'diagnostics', 'route-bundle-stats.json');
  if (existsSync(turbopackStats)) return JSON.parse(readFileSync(turbopackStats, 'utf8'));
  const manifestFile = join(ROOT, distDir, 'build-manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${relative(ROOT, manifestFile)} not found: build first (without BENCH_SKIP_BUILD).`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const appFiles = manifest.pages['/_app'] ?? [];
  return Object.keys(manifest.pages)
    .filter((route) => route !== '/_app' && route !== '/_error')
    .map((route) => {
      // Polyfills are noModule: modern browsers skip them.
      const files = [...new Set([...appFiles, ...manifest.pages[route]])].filter((file) =>
        file.endsWith('.js'),
      );
      const firstLoadChunkPaths = files.map((file) => join(distDir, file));
      const firstLoadUncompressedJsBytes = firstLoadChunkPaths.reduce(
        (total, file) => total + (existsSync(join(ROOT, file)) ? statSync(join(ROOT, file)).size : 0),
        0,
      );
      return { route, firstLoadUncompressedJsBytes, firstLoadChunkPaths };
    });
}

// Each chunk is gzipped on its own, at level 9, as a CDN would serve it.
export function gzipSizer() {
  const cache = new Map();
  const missing = new Set();
  const sizeOf = (chunk) => {
    if (!cache.has(chunk)) {
      const path = join(ROOT, chunk);
      if (existsSync(path)) {
        cache.set(chunk, gzipSync(readFileSync(path), { level: 9 }).length);
      } else {
        missing.add(chunk);
        cache.set(chunk, 0);
      }
    }
    return cache.get(chunk);
  };
  return { sizeOf, missing };
}

export function measureBundles(stats) {
  const { sizeOf, missing } = gzipSizer();
  const sum = (chunks) => chunks.reduce((total, chunk) => total + sizeOf(chunk), 0);

  // Shared: the chunks every route loads (framework, main, _app and what it pulls in).
  const chunkSets = stats.map((row) => new Set(row.firstLoadChunkPaths));
  const shared = stats.length
    ? [...chunkSets[0]].filter((chunk) => chunkSets.every((set) => set.has(chunk))).sort()
    : [];
  const sharedSet = new Set(shared);

  const routes = stats
    .map((row) => {
      const own = row.firstLoadChunkPaths.filter((chunk) => !sharedSet.has(chunk));
      return {
        route: row.route,
        firstLoadGzipBytes: sum(row.firstLoadChunkPaths),
        routeSpecificGzipBytes: sum(own),
        firstLoadUncompressedBytes: row.firstLoadUncompressedJsBytes,
        chunkCount: row.firstLoadChunkPaths.length,
        routeChunks: own,
      };
    })
    .sort((a, b) => b.firstLoadGzipBytes - a.firstLoadGzipBytes || a.route.localeCompare(b.route));

  return {
    routes,
    shared: { gzipBytes: sum(shared), chunks: shared },
    largest: routes[0] ?? null,
    missingChunks: [...missing],
  };
}
