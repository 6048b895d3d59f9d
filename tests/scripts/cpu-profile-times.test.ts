import { packageOf, selfTimes } from '../../scripts/cpu-profile-times.mjs';

// Three frames and V8's idle bucket; each sample counts the time delta recorded with it, in microseconds.
const frame = (id: number, functionName: string, url = '') => ({
  id,
  callFrame: { functionName, url, lineNumber: 0, columnNumber: 0, scriptId: '0' },
});
const PROFILE = {
  nodes: [
    frame(1, '(idle)'),
    frame(2, 'insert', 'node_modules/@emotion/sheet/dist/emotion-sheet.esm.js'),
    frame(3, 'measure', 'src/components/list/use-figure-width.ts'),
    frame(4, '(program)'),
  ],
  samples: [1, 2, 3, 2, 4],
  timeDeltas: [5_000, 1_000, 2_000, 3_000, 4_000],
};
const nameOf = ({ url, functionName }: { url: string; functionName: string }) => ({
  module: url || functionName,
  fn: functionName,
});

describe('CPU profile self times (npm run profile)', () => {
  it('names a package by its node_modules folder, scoped or not, and our code by its src folder', () => {
    expect(packageOf('node_modules/@emotion/sheet/dist/x.js')).toBe('@emotion/sheet');
    expect(packageOf('node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(packageOf('src/components/list/use-figure-width.ts')).toBe('src/components/list');
  });

  it('sums each frame’s samples by package, module and function, idle time left out', () => {
    const times = selfTimes(PROFILE, nameOf);
    // The idle sample's 5 ms is not work; the rest is 1 + 2 + 3 + 4 ms.
    expect(times.busyMs).toBe(10);
    expect(Object.fromEntries(times.byPackage)).toEqual({
      '@emotion/sheet': 4,
      'src/components/list': 2,
      '(program)': 4,
    });
    expect(times.byFunction.get('src/components/list/use-figure-width.ts measure')).toBe(2);
  });
});
