// `npm run lint`: ESLint over the whole tree, on as many threads as ESLint finds worth it here, then the
// import-cycle check of src/ (scripts/lint/import-cycles.ts: the whole graph in a second, where ESLint's
// import/no-cycle took a third of lint's time). Local runs keep an ESLint cache
// (node_modules/.cache/eslint), so a second run checks only changed files; CI (CI set) always lints from
// scratch. Extra arguments go to eslint: `npm run lint -- src/features/invoices`.
import { spawn } from 'node:child_process';
import { createRequire, register } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './e2e.mjs';

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

// Cycles in src/, each as one path round it.
async function importCyclesFound() {
  register('./ts-loader.mjs', import.meta.url);
  const { importCycles, importGraph } = await import('./lint/import-cycles.ts');
  const cycles = importCycles(importGraph(join(ROOT, 'src')));
  for (const cycle of cycles)
    console.error(`import cycle: ${cycle.map((file) => relative(ROOT, file)).join(' -> ')}`);
  return cycles.length;
}

child.on('exit', (code, signal) => {
  const eslintCode = code ?? (signal ? 1 : 0);
  importCyclesFound().then(
    (found) => {
      process.exitCode = eslintCode || (found > 0 ? 1 : 0);
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
});
