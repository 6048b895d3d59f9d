import { seniorityTreeSchema, type SeniorityTreeNode } from '@/api/seniorities/seniority.schemas';
import type { SeniorityRow } from '../db/schemas';
import { seniorityStore } from './org-data-store';
import { orgDataRoutes } from './org-data';
import { respond } from '../routing/responses';
import { tokenOptionalRoute } from '../routing/route';
import { ordered } from './ordered';

// Stored flat; sent as a tree, each level in its saved order. A row whose parent is gone becomes a root.
export function seniorityTree(rows: readonly SeniorityRow[]): SeniorityTreeNode[] {
  const nodes = new Map<number, SeniorityTreeNode>();
  for (const row of ordered(rows)) nodes.set(row.id, { ...row, children: [] });
  const roots: SeniorityTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

// Tried by the client before it has a token: the tenant host is enough.
const list = tokenOptionalRoute('GET', 'seniorities', ({ db }) =>
  respond(seniorityTreeSchema, { data: seniorityTree(db.seniorities.all()) }),
);

const writes = orgDataRoutes(
  { list: 'seniorities', item: 'seniorities/:id', reorder: 'seniorities/:id/reorder' },
  seniorityStore,
);

export const seniorityHandlers = [list, ...writes];
