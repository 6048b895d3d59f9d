import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The dom project shares each worker's modules between files (isolate: false), so a vi.mock there takes
// effect only when no earlier file of the worker imported the module: a file that mocks a module must
// run in the dom-mocking project, or it passes or fails by the order files happen to run in.
const ROOT = join(import.meta.dirname, '..', '..');

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.tsx') ? [relative(ROOT, path)] : [];
  });
}

it('every component test that replaces a module with vi.mock runs in the dom-mocking project', () => {
  const config = readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8');
  const listed = new Set([...config.matchAll(/'(tests\/[^']+\.test\.tsx)'/g)].map((match) => match[1]));
  const mocking = testFiles(join(ROOT, 'tests')).filter((file) =>
    /\bvi\.mock\(/.test(readFileSync(join(ROOT, file), 'utf8')),
  );
  expect(mocking.length).toBeGreaterThan(0);
  expect(mocking.filter((file) => !listed.has(file))).toEqual([]);
});

// Isolation costs each listed file seconds of cold start: a file that no longer mocks leaves the list.
it('every file of the dom-mocking project still replaces a module with vi.mock', () => {
  const config = readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8');
  const list = /const MODULE_MOCKING = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
  const listed = [...list.matchAll(/'(tests\/[^']+\.test\.tsx)'/g)].map((match) => match[1]!);
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.filter((file) => !/\bvi\.mock\(/.test(readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
});
