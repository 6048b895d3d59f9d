import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Files that replace a module with vi.mock need a module graph of their own; every other file shares
// its worker's modules and DOM (imported once per worker, not once per file), and starts clean through
// the setup files and the resets below.
const MODULE_MOCKING = [
  'tests/app/analytics.test.tsx',
  'tests/features/employee-profile/cvs-preview.test.tsx',
  'tests/features/invoices/files/invoice-download-parts.test.tsx',
  'tests/features/invoices/files/invoice-pdf-preview.test.tsx',
];
// The same in plain Node: sentry-replay replaces @sentry/nextjs, which other files of a shared worker
// import for real first (it failed when they ran before it in the same worker).
const MODULE_MOCKING_NODE = ['tests/app/sentry-replay.test.ts'];

// Rules, api calls and the mocked API run in plain Node (no DOM to set up); screens and components
// render in jsdom. A .ts test that needs a DOM says so in its first line (`// @vitest-environment jsdom`).
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // React 19's automatic runtime, without a plugin: vite's transformer handles TSX.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    css: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    // A limit only bounds how long a broken test takes to fail; it is never a speed check, so it leaves
    // room for a machine several times busier than a quiet one (a test here takes at most a few seconds).
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one, on the 2-core machines we run on.
    maxWorkers: 2,
    // A rendered screen makes short-lived objects by the megabyte: a young generation of 128 MB (V8's
    // default is 16) collects them far less often (tried 64, 128, 256), and with two workers on two
    // cores, helper GC threads only take turns with the other worker. About a seventh off the run.
    execArgv: ['--max-semi-space-size=128', '--single-threaded-gc'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MODULE_MOCKING_NODE],
          setupFiles: ['./tests/setup-node.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-mocking',
          environment: 'node',
          include: MODULE_MOCKING_NODE,
          setupFiles: ['./tests/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...MODULE_MOCKING],
          setupFiles: ['./tests/setup.ts'],
          isolate: false,
          // A whole form filled in by user-event takes a few seconds in jsdom, and several times that on a
          // busy machine; the limit only bounds how long a broken test takes to fail.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-mocking',
          environment: 'jsdom',
          include: MODULE_MOCKING,
          setupFiles: ['./tests/setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
