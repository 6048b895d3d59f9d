import fc from 'fast-check';
import { moveItem, moveTo } from '@/lib/ordered-list';

describe('moveItem', () => {
  it('moves one place up or down, to either end, and clamps a place past the end', () => {
    const codes = ['GEL', 'USD', 'GBP', 'EUR'];
    expect(moveItem(codes, 1, 0)).toEqual(['USD', 'GEL', 'GBP', 'EUR']);
    expect(moveItem(codes, 1, 2)).toEqual(['GEL', 'GBP', 'USD', 'EUR']);
    expect(moveItem(codes, 0, 3)).toEqual(['USD', 'GBP', 'EUR', 'GEL']);
    expect(moveItem(codes, 3, -5)).toEqual(['EUR', 'GEL', 'USD', 'GBP']);
    expect(moveItem(codes, 2, 99)).toEqual(['GEL', 'USD', 'EUR', 'GBP']);
  });

  it('changes nothing for a place outside the list, and never changes the list it is given', () => {
    const codes = Object.freeze(['GEL', 'USD']);
    expect(moveItem(codes, 2, 0)).toEqual(['GEL', 'USD']);
    expect(moveItem(codes, -1, 0)).toEqual(['GEL', 'USD']);
    expect(moveItem(codes, 0.5, 0)).toEqual(['GEL', 'USD']);
    expect(moveItem(codes, 0, 1)).toEqual(['USD', 'GEL']);
    expect(codes).toEqual(['GEL', 'USD']);
  });

  it('keeps every item once, and puts the moved one where it was asked (clamped)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.integer({ min: -3, max: 12 }),
        (items, fromSeed, to) => {
          const from = fromSeed % items.length;
          const moved = moveItem(items, from, to);
          expect([...moved].sort()).toEqual([...items].sort());
          expect(moved.indexOf(items[from] as string)).toBe(Math.min(Math.max(to, 0), items.length - 1));
        },
      ),
    );
  });

  it('is what moveTo does by id and 1-based place', () => {
    const rows = [{ id: 7 }, { id: 8 }, { id: 9 }];
    expect(moveTo(rows, 9, 1)).toEqual(moveItem(rows, 2, 0));
    expect(moveTo(rows, 1, 1)).toEqual(rows);
  });
});
