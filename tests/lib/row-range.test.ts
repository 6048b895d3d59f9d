import fc from 'fast-check';
import { idsBetween, withRows } from '@/lib/row-range';

const IDS = ['a', 'b', 'c', 'd', 'e'];

describe('idsBetween', () => {
  it('runs from the anchor to the target in the list’s order, either way round', () => {
    expect(idsBetween(IDS, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(idsBetween(IDS, 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(idsBetween(IDS, 'c', 'c')).toEqual(['c']);
  });

  it('is the target alone with no anchor, or one not on this page', () => {
    expect(idsBetween(IDS, null, 'c')).toEqual(['c']);
    expect(idsBetween(IDS, 'zz', 'c')).toEqual(['c']);
  });

  it('always holds both ends and is a run of the list', () => {
    fc.assert(
      fc.property(fc.nat(IDS.length - 1), fc.nat(IDS.length - 1), (a, b) => {
        const run = idsBetween(IDS, IDS[a]!, IDS[b]!);
        expect(run).toContain(IDS[a]);
        expect(run).toContain(IDS[b]);
        expect(run).toEqual(IDS.slice(Math.min(a, b), Math.max(a, b) + 1));
      }),
    );
  });
});

describe('withRows', () => {
  it('turns the ids on or off and leaves other pages’ ids as they were', () => {
    expect(withRows({ x: true, b: true }, ['b', 'c'], true)).toEqual({ x: true, b: true, c: true });
    expect(withRows({ x: true, b: true, c: true }, ['b', 'c'], false)).toEqual({ x: true });
  });
});
