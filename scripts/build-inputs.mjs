// What a production build is made from, as one hash: the app's sources and static files, the config
// and lock files, the build's own variables and Node's version. A build whose stamp matches is the
// build these inputs would make again, so scripts/e2e.mjs and the bench serve it instead of rebuilding.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Folders read whole, and single files at the root, that a `next build` reads.
const INPUT_DIRS = ['src', 'public'];
const INPUT_FILES = [
  'next.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'sentry.client.config.ts',
  'sentry.server.config.ts',
  'sentry.edge.config.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  // Next loads these into the build's environment.
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
// Variables that change what a build contains.
const INPUT_VARIABLE = /^(NEXT_|SENTRY_|NODE_ENV$)/;

const STAMP_FILE = 'build-inputs.sha256';

function filesUnder(root, dir) {
  const found = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(relative(root, child));
    }
  };
  if (existsSync(join(root, dir))) walk(join(root, dir));
  return found;
}

// The hash of everything a build with this environment reads (a few hundred ms for the whole tree).
export function buildInputsHash(root, env) {
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const name of Object.keys(env)
    .filter((key) => INPUT_VARIABLE.test(key))
    .sort())
    hash.update(`env ${name}=${env[name] ?? ''}\n`);
  const files = [
    ...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)),
    ...INPUT_FILES.filter((file) => existsSync(join(root, file))),
  ].sort();
  for (const file of files) {
    hash.update(`file ${file}\n`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

const stampPath = (root, distDir) => join(root, distDir, STAMP_FILE);

// True when distDir holds a finished build stamped with these inputs.
export function buildIsCurrent(root, distDir, inputsHash) {
  const stamp = stampPath(root, distDir);
  if (!existsSync(join(root, distDir, 'BUILD_ID')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === inputsHash;
}

// Written only after a build succeeded, so a failed or cut-off build is never reused.
export function stampBuild(root, distDir, inputsHash) {
  writeFileSync(stampPath(root, distDir), `${inputsHash}\n`);
}
