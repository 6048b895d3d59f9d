import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: rules, api calls and the mocked API run in plain Node (no DOM to set up per file);
// screens and components render in jsdom. A .ts test that needs a DOM says so in its first line
// (`// @vitest-environment jsdom`).
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
    testTimeout: 15000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          setupFiles: ['./tests/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['./tests/setup.ts'],
          // A whole form filled in by user-event takes a few seconds in jsdom, and twice that on a busy
          // machine; the limit only bounds how long a broken test takes to fail.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
