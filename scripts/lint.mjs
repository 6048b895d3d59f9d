// `npm run lint`: ESLint over the whole tree, on as many threads as ESLint finds worth it here.
// Local runs keep a cache (node_modules/.cache/eslint), so a second run checks only changed files;
// CI (CI set) always lints from scratch. A new import cycle always shows, since the changed file that
// closes it is linted again. Extra arguments go to eslint: `npm run lint -- src/features/invoices`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// The package exports no bin path; its folder is found through package.json.
const eslint = join(dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');

const extra = process.argv.slice(2);
const cache = process.env.CI
  ? []
  : ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '--cache-strategy', 'content'];
const targets = extra.some((arg) => !arg.startsWith('-')) ? [] : ['.'];

const child = spawn(
  process.execPath,
  [eslint, '--max-warnings=0', '--concurrency=auto', ...cache, ...extra, ...targets],
  { stdio: 'inherit' },
);
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
