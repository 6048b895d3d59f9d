// The keyboard moves of an ordered list that may nest (seniorities): up, down, under the item above,
// out of its parent. new_order is the 1-based place among the new siblings, as the API takes it.

export type TreeRow = { id: number; name: string; parent_id?: number | null };
export type TreeMove = { new_order: number; parent_id: number | null; announcement: string };
export type TreeMoves = {
  up: TreeMove | null;
  down: TreeMove | null;
  // Under the sibling above, last among its children.
  under: (TreeMove & { target: TreeRow }) | null;
  // Out of its parent, just after it.
  out: (TreeMove & { target: TreeRow }) | null;
};

export const parentIdOf = (row: TreeRow): number | null => row.parent_id ?? null;

export const childrenOf = <T extends TreeRow>(rows: readonly T[], parentId: number | null): T[] =>
  rows.filter((row) => parentIdOf(row) === parentId);

export function movesOf(rows: readonly TreeRow[], row: TreeRow): TreeMoves {
  const parentId = parentIdOf(row);
  const siblings = childrenOf(rows, parentId);
  const index = siblings.findIndex((sibling) => sibling.id === row.id);
  const count = siblings.length;
  const place = (to: number): TreeMove => ({
    new_order: to,
    parent_id: parentId,
    announcement: `${row.name} moved to place ${to} of ${count}.`,
  });
  const above = index > 0 ? siblings[index - 1] : undefined;
  const parent = parentId === null ? undefined : rows.find((candidate) => candidate.id === parentId);
  const parentPlace = parent ? childrenOf(rows, parentIdOf(parent)).findIndex((r) => r.id === parent.id) : -1;
  return {
    up: index > 0 ? place(index) : null,
    down: index >= 0 && index < count - 1 ? place(index + 2) : null,
    under: above
      ? {
          new_order: childrenOf(rows, above.id).length + 1,
          parent_id: above.id,
          announcement: `${row.name} moved under ${above.name}.`,
          target: above,
        }
      : null,
    out: parent
      ? {
          new_order: parentPlace + 2,
          parent_id: parentIdOf(parent),
          announcement: `${row.name} moved out of ${parent.name}.`,
          target: parent,
        }
      : null,
  };
}

// A drag drops an item on a sibling's place; an item dropped among another parent's items is no move
// (Move under / out of do that), nor is one dropped on itself.
export function dragMoveOf(rows: readonly TreeRow[], activeId: number, overId: number): TreeMove | null {
  const row = rows.find((candidate) => candidate.id === activeId);
  const over = rows.find((candidate) => candidate.id === overId);
  if (!row || !over || row.id === over.id || parentIdOf(row) !== parentIdOf(over)) return null;
  const siblings = childrenOf(rows, parentIdOf(row));
  const to = siblings.findIndex((sibling) => sibling.id === over.id) + 1;
  return {
    new_order: to,
    parent_id: parentIdOf(row),
    announcement: `${row.name} moved to place ${to} of ${siblings.length}.`,
  };
}

// The names of everything under an item, depth first (a band's grades).
export function subtreeNames(rows: readonly TreeRow[], id: number): string[] {
  return childrenOf(rows, id).flatMap((child) => [child.name, ...subtreeNames(rows, child.id)]);
}

// "3 people have this position. <effect>" or "Nobody has this position."
export function usersText(count: number, singular: string, effect: string): string {
  if (count === 0) return `Nobody has this ${singular}.`;
  return `${count} ${count === 1 ? 'person has' : 'people have'} this ${singular}. ${effect}`;
}
