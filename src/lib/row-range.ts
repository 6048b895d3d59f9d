// Shift-click selection: the rows from the one clicked before (the anchor) to the one clicked now, in
// the list's order, all take the clicked row's new state.

export type RowSelection = Readonly<Record<string, boolean>>;

// The ids from `anchor` to `target` whichever comes first; only the target when the anchor is not
// among them (another page, or none yet).
export function idsBetween(ids: readonly string[], anchor: string | null, target: string): string[] {
  const from = anchor === null ? -1 : ids.indexOf(anchor);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0) return [target];
  return ids.slice(Math.min(from, to), Math.max(from, to) + 1);
}

// The selection with `ids` on or off; ids of other pages keep their state.
export function withRows(
  selection: RowSelection,
  ids: readonly string[],
  on: boolean,
): Record<string, boolean> {
  const next: Record<string, boolean> = { ...selection };
  for (const id of ids) {
    if (on) next[id] = true;
    else delete next[id];
  }
  return next;
}
