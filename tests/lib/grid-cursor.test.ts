import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markedSpan, movedCursor, sameCursor, withKeptIndex } from '@/lib/grid-cursor';

describe('the one grid cursor', () => {
  const bounds = { rows: 50, columns: 20, pageRows: 8, today: 4 };
  const at = { row: 10, column: 10 };

  it('arrows move one cell', () => {
    expect(movedCursor(at, { key: 'ArrowRight' }, bounds)).toEqual({ row: 10, column: 11 });
    expect(movedCursor(at, { key: 'ArrowLeft' }, bounds)).toEqual({ row: 10, column: 9 });
    expect(movedCursor(at, { key: 'ArrowDown' }, bounds)).toEqual({ row: 11, column: 10 });
    expect(movedCursor(at, { key: 'ArrowUp' }, bounds)).toEqual({ row: 9, column: 10 });
  });

  it('Ctrl or ⌘ with ← or → jumps the grid’s columnJump, one column without it', () => {
    expect(movedCursor(at, { key: 'ArrowRight', ctrlKey: true }, bounds)).toEqual({ row: 10, column: 11 });
    const week = { columnJump: 7 };
    expect(movedCursor(at, { key: 'ArrowRight', ctrlKey: true }, bounds, week)).toEqual({
      row: 10,
      column: 17,
    });
    expect(movedCursor(at, { key: 'ArrowLeft', metaKey: true }, bounds, week)).toEqual({
      row: 10,
      column: 3,
    });
  });

  it('PageUp and PageDown move a screen of rows', () => {
    expect(movedCursor(at, { key: 'PageDown' }, bounds)).toEqual({ row: 18, column: 10 });
    expect(movedCursor(at, { key: 'PageUp' }, bounds)).toEqual({ row: 2, column: 10 });
  });

  it('Home and End go to the row’s ends, with Ctrl or ⌘ also to the first or last row', () => {
    expect(movedCursor(at, { key: 'Home' }, bounds)).toEqual({ row: 10, column: 0 });
    expect(movedCursor(at, { key: 'End' }, bounds)).toEqual({ row: 10, column: 19 });
    expect(movedCursor(at, { key: 'Home', ctrlKey: true }, bounds)).toEqual({ row: 0, column: 0 });
    expect(movedCursor(at, { key: 'End', metaKey: true }, bounds)).toEqual({ row: 49, column: 19 });
  });

  it('T goes to today only in a grid with the today key, and not with Ctrl', () => {
    expect(movedCursor(at, { key: 't' }, bounds)).toBeNull();
    expect(movedCursor(at, { key: 'T' }, bounds, { todayKey: true })).toEqual({ row: 10, column: 4 });
    expect(movedCursor(at, { key: 't', ctrlKey: true }, bounds, { todayKey: true })).toBeNull();
    expect(movedCursor(at, { key: 't' }, { ...bounds, today: null }, { todayKey: true })).toBeNull();
  });

  it('an arrows-only grid leaves every other key to the page', () => {
    const arrows = { keys: 'arrows' } as const;
    expect(movedCursor(at, { key: 'ArrowDown' }, bounds, arrows)).toEqual({ row: 11, column: 10 });
    for (const key of ['Home', 'End', 'PageUp', 'PageDown', 'T'])
      expect(movedCursor(at, { key }, bounds, { ...arrows, todayKey: true })).toBeNull();
  });

  it('a key that is not a move is not one', () => {
    expect(movedCursor(at, { key: 'x' }, bounds)).toBeNull();
    expect(movedCursor(at, { key: 'Enter' }, bounds)).toBeNull();
  });

  it('an edge keeps the cursor where it is', () => {
    const corner = { row: 0, column: 0 };
    expect(sameCursor(movedCursor(corner, { key: 'ArrowUp' }, bounds)!, corner)).toBe(true);
    expect(sameCursor(movedCursor(corner, { key: 'ArrowLeft' }, bounds)!, corner)).toBe(true);
  });

  it('never leaves the grid, whatever keys are pressed', () => {
    const key = fc.constantFrom(
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'PageUp',
      'PageDown',
      'Home',
      'End',
      'T',
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, fc.boolean()), { maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (keys, columnJump) => {
          let cursor = { row: 0, column: 0 };
          for (const [name, ctrlKey] of keys)
            cursor =
              movedCursor(cursor, { key: name, ctrlKey }, bounds, { columnJump, todayKey: true }) ?? cursor;
          expect(cursor.row >= 0 && cursor.row < bounds.rows).toBe(true);
          expect(cursor.column >= 0 && cursor.column < bounds.columns).toBe(true);
        },
      ),
    );
  });
});

describe('marked days', () => {
  it('run from the anchor to the cursor, in order either way', () => {
    expect(markedSpan(3, 7)).toEqual({ first: 3, last: 7 });
    expect(markedSpan(7, 3)).toEqual({ first: 3, last: 7 });
  });
});

describe('the rendered indexes keep the cursor’s', () => {
  it('adds the cursor’s index, in order, when the window left it out', () => {
    expect(withKeptIndex([10, 11, 12], 2, 100)).toEqual([2, 10, 11, 12]);
  });

  it('adds nothing when it is rendered already or outside the count', () => {
    expect(withKeptIndex([10, 11, 12], 11, 100)).toEqual([10, 11, 12]);
    expect(withKeptIndex([0, 1], 5, 3)).toEqual([0, 1]);
    expect(withKeptIndex([0, 1], -1, 3)).toEqual([0, 1]);
  });
});
