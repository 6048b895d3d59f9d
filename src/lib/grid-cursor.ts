// One keyboard cursor for every grid (the planner, the traffic table, the budget): a cell as
// {row, column}, where a key moves it inside the grid, the days Shift marks, and the rendered indexes
// that must keep the cursor's. Each grid picks the moves it has through `CursorOptions`.

export type GridCursor = { row: number; column: number };

export type CursorKey = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
};

export type CursorBounds = {
  rows: number;
  columns: number;
  // Rows one screen holds (PageUp/PageDown); 1 when left out.
  pageRows?: number;
  // The column T moves to (today's day), null when there is none.
  today?: number | null;
};

export type CursorOptions = {
  // 'all': arrows, PageUp/PageDown, Home/End (with Ctrl/⌘ also the first or last row); 'arrows': the
  // arrows alone (a grid of buttons whose other keys belong to the page).
  keys?: 'all' | 'arrows';
  // Columns Ctrl/⌘+←/→ moves (a week of days); 1 when left out.
  columnJump?: number;
  // T (without Ctrl/⌘) moves to bounds.today.
  todayKey?: boolean;
};

const clamp = (value: number, max: number): number => Math.min(Math.max(value, 0), Math.max(max, 0));

// Where a key moves the cursor, kept inside the grid (an edge keeps it where it is); null when the
// key is not a move of this grid.
export function movedCursor(
  cursor: GridCursor,
  event: CursorKey,
  bounds: CursorBounds,
  options: CursorOptions = {},
): GridCursor | null {
  const { keys = 'all', columnJump = 1, todayKey = false } = options;
  const lastRow = bounds.rows - 1;
  const lastColumn = bounds.columns - 1;
  const jump = Boolean(event.ctrlKey || event.metaKey);
  const step = jump ? columnJump : 1;
  const page = Math.max(1, bounds.pageRows ?? 1);
  const at = (row: number, column: number): GridCursor => ({
    row: clamp(row, lastRow),
    column: clamp(column, lastColumn),
  });
  switch (event.key) {
    case 'ArrowLeft':
      return at(cursor.row, cursor.column - step);
    case 'ArrowRight':
      return at(cursor.row, cursor.column + step);
    case 'ArrowUp':
      return at(cursor.row - 1, cursor.column);
    case 'ArrowDown':
      return at(cursor.row + 1, cursor.column);
  }
  if (keys === 'arrows') return null;
  switch (event.key) {
    case 'PageUp':
      return at(cursor.row - page, cursor.column);
    case 'PageDown':
      return at(cursor.row + page, cursor.column);
    case 'Home':
      return at(jump ? 0 : cursor.row, 0);
    case 'End':
      return at(jump ? lastRow : cursor.row, lastColumn);
    case 't':
    case 'T':
      return !todayKey || jump || bounds.today === null || bounds.today === undefined
        ? null
        : at(cursor.row, bounds.today);
    default:
      return null;
  }
}

export const sameCursor = (a: GridCursor, b: GridCursor): boolean => a.row === b.row && a.column === b.column;

// The columns marked from an anchor to the cursor, in order.
export const markedSpan = (anchor: number, column: number): { first: number; last: number } => ({
  first: Math.min(anchor, column),
  last: Math.max(anchor, column),
});

// The indexes a virtualiser renders, with `index` (the cursor's) added when it is inside the count, so
// aria-activedescendant always names an element, even after the pointer scrolled the cursor away.
export function withKeptIndex(indexes: readonly number[], index: number, count: number): number[] {
  if (index < 0 || index >= count || indexes.includes(index)) return [...indexes];
  return [...indexes, index].sort((a, b) => a - b);
}
