import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { importCycles, importGraph } from '../../scripts/lint/import-cycles';

// A throwaway src/ tree: file name → its text.
function treeOf(files: Record<string, string>): string {
  const src = join(mkdtempSync(join(tmpdir(), 'cycles-')), 'src');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, name)), { recursive: true });
    writeFileSync(join(src, name), text);
  }
  return src;
}

const cyclesIn = (files: Record<string, string>) =>
  importCycles(importGraph(treeOf(files))).map((cycle) => cycle.map((file) => basename(file)));

describe('the import-cycle check of src/', () => {
  it('finds two modules that import each other, through @/ and relative paths alike', () => {
    const cycles = cyclesIn({
      'lib/a.ts': "import { b } from './b';\nexport const a = b + 1;",
      'lib/b.ts': "import { c } from '@/lib/c';\nexport const b = c;",
      'lib/c.ts': "import { a } from '../lib/a';\nexport const c = () => a;",
    });
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('counts re-exports, index files and import() as edges', () => {
    const cycles = cyclesIn({
      'kit/index.ts': "export * from './widget';",
      'kit/widget.tsx': "export const load = () => import('@/screen');",
      'screen.ts': "import { load } from './kit';\nexport const screen = load;",
    });
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toEqual(expect.arrayContaining(['index.ts', 'widget.tsx', 'screen.ts']));
  });

  it('leaves out imports that only bring types, which leave no trace at run time', () => {
    expect(
      cyclesIn({
        'a.ts': "import type { B } from './b';\nexport type A = B | 1;",
        'b.ts': "import { type A } from './a';\nexport type B = A | 2;",
      }),
    ).toEqual([]);
  });

  it('finds none in a tree that imports one way, and ignores packages', () => {
    expect(
      cyclesIn({
        'api/http.ts': "import axios from 'axios';\nexport const http = axios;",
        'api/users.ts': "import { http } from './http';\nexport const users = http;",
      }),
    ).toEqual([]);
  });

  it('finds none in this repository', () => {
    expect(importCycles(importGraph(join(__dirname, '../../src')))).toEqual([]);
  });
});
