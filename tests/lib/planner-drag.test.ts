import fc from 'fast-check';
import { barBox, draggedSpan, grabOf } from '@/lib/planner-drag';

describe('draggedSpan', () => {
  it('a move shifts both ends and keeps the length inside the range', () => {
    expect(draggedSpan('move', { first: 3, last: 5 }, 2, 30)).toEqual({ first: 5, last: 7 });
    expect(draggedSpan('move', { first: 3, last: 5 }, -10, 30)).toEqual({ first: 0, last: 2 });
    expect(draggedSpan('move', { first: 25, last: 28 }, 5, 30)).toEqual({ first: 26, last: 29 });
  });

  it('a resize moves one end and never past the other', () => {
    expect(draggedSpan('resize-end', { first: 3, last: 5 }, 3, 30)).toEqual({ first: 3, last: 8 });
    expect(draggedSpan('resize-end', { first: 3, last: 5 }, -9, 30)).toEqual({ first: 3, last: 3 });
    expect(draggedSpan('resize-start', { first: 3, last: 5 }, 9, 30)).toEqual({ first: 5, last: 5 });
    expect(draggedSpan('resize-start', { first: 3, last: 5 }, -1, 30)).toEqual({ first: 2, last: 5 });
  });

  it('a create spans from where it started to the pointer, either way', () => {
    expect(draggedSpan('create', { first: 10, last: 10 }, -3, 30)).toEqual({ first: 7, last: 10 });
    expect(draggedSpan('create', { first: 10, last: 10 }, 4, 30)).toEqual({ first: 10, last: 14 });
  });

  it('always answers days of the range in order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('create', 'move', 'resize-start', 'resize-end' as const),
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: -40, max: 40 }),
        (kind, first, length, delta) => {
          const span = { first, last: Math.min(29, first + length) };
          const result = draggedSpan(kind, span, delta, 30);
          expect(result.first).toBeGreaterThanOrEqual(0);
          expect(result.last).toBeLessThanOrEqual(29);
          expect(result.first).toBeLessThanOrEqual(result.last);
        },
      ),
    );
  });
});

describe('grabOf', () => {
  it('resizes from the edges and moves from the middle', () => {
    expect(grabOf(2, 100)).toBe('resize-start');
    expect(grabOf(97, 100)).toBe('resize-end');
    expect(grabOf(50, 100)).toBe('move');
    // A narrow bar keeps most of itself for moving.
    expect(grabOf(6, 16)).toBe('move');
  });
});

describe('barBox', () => {
  const geometry = { rowHeight: 46, dayWidth: 36, labelWidth: 220, gap: 6 };
  it('places a bar on its days and its lane', () => {
    expect(barBox({ first: 2, last: 4 }, 1, 2, 'full', geometry)).toEqual({
      left: 220 + 72 + 1,
      width: 3 * 36 - 2,
      top: 3 + 20,
      height: 18,
    });
  });

  it('draws a morning in the top half of its lane and an afternoon in the bottom half', () => {
    const morning = barBox({ first: 0, last: 0 }, 0, 1, 'am', geometry);
    const afternoon = barBox({ first: 0, last: 0 }, 0, 1, 'pm', geometry);
    expect(morning.height).toBe(19);
    expect(afternoon.top - morning.top).toBe(20);
  });
});
