import type { NamedItem } from '../common.schemas';
import { moveTo, renumbered } from '@/lib/ordered-list';
import { addSeniority, moveSeniority, subtreeIds, type FlatSeniority } from '@/lib/seniority';
import type { OrgItem, ReorderOrgItem } from './org-data.schemas';

// How a change the API accepted (or is about to) shows in a list's reference cache.
export type OrgListEdits<T> = {
  added: (list: readonly T[], item: OrgItem) => T[];
  renamed: (list: readonly T[], item: OrgItem) => T[];
  removed: (list: readonly T[], id: number) => T[];
  moved: (list: readonly T[], move: ReorderOrgItem) => T[];
};

const withName = <T extends { id: number; name: string }>(list: readonly T[], item: OrgItem): T[] =>
  list.map((row) => (row.id === item.id ? { ...row, name: item.name } : row));

// Positions, departments, skills: a flat list in its saved order.
export const namedListEdits: OrgListEdits<NamedItem> = {
  added: (list, item) => [...list, { id: item.id, name: item.name, order: item.order ?? list.length + 1 }],
  renamed: withName,
  removed: (list, id) => renumbered(list.filter((row) => row.id !== id)),
  moved: (list, move) => renumbered(moveTo(list, move.id, move.new_order)),
};

// Seniorities: the flattened tree; deleting a band takes its grades with it (as the API does).
export const seniorityListEdits: OrgListEdits<FlatSeniority> = {
  added: (list, item) =>
    addSeniority(list, { id: item.id, name: item.name, parent_id: item.parent_id ?? null }),
  renamed: withName,
  removed: (list, id) => {
    const gone = subtreeIds(list, id);
    return list.filter((row) => !gone.has(row.id));
  },
  moved: (list, move) => {
    const parentId =
      move.parent_id === undefined
        ? (list.find((row) => row.id === move.id)?.parent_id ?? null)
        : move.parent_id;
    return moveSeniority(list, move.id, parentId, move.new_order);
  },
};
