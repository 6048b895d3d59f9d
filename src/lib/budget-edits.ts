// Edits of budget cells as batches: what a batch changes, its undo, fill right, and the rows as they
// look with a batch applied (the optimistic picture while it is saved). month is 1-12.

export type BudgetCell = { rowId: number; month: number; cents: number };

export type EditableRow = { id: number; budget: readonly number[] };

// A batch without the cells that would not change anything; the last write of a cell wins.
export function changedCells(rows: readonly EditableRow[], cells: readonly BudgetCell[]): BudgetCell[] {
  const byKey = new Map<string, BudgetCell>();
  for (const cell of cells) byKey.set(`${cell.rowId}:${cell.month}`, cell);
  return [...byKey.values()].filter((cell) => {
    const row = rows.find((candidate) => candidate.id === cell.rowId);
    return row !== undefined && row.budget[cell.month - 1] !== cell.cents;
  });
}

// The batch that puts back what `cells` replaced.
export function undoOf(rows: readonly EditableRow[], cells: readonly BudgetCell[]): BudgetCell[] {
  return cells.flatMap((cell) => {
    const row = rows.find((candidate) => candidate.id === cell.rowId);
    return row ? [{ ...cell, cents: row.budget[cell.month - 1] ?? 0 }] : [];
  });
}

// The month's amount copied into every later month of the row.
export function fillRight(row: EditableRow, month: number): BudgetCell[] {
  const cents = row.budget[month - 1] ?? 0;
  return Array.from({ length: 12 - month }, (_, index) => ({
    rowId: row.id,
    month: month + 1 + index,
    cents,
  }));
}

// A yearly spread as a row's batch: month m gets months[m-1].
export const rowCells = (rowId: number, months: readonly number[]): BudgetCell[] =>
  months.map((cents, index) => ({ rowId, month: index + 1, cents }));

export function withCells<R extends EditableRow>(rows: readonly R[], cells: readonly BudgetCell[]): R[] {
  return rows.map((row) => {
    const own = cells.filter((cell) => cell.rowId === row.id);
    if (own.length === 0) return row;
    const budget = [...row.budget];
    for (const cell of own) budget[cell.month - 1] = cell.cents;
    return { ...row, budget };
  });
}
