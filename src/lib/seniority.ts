export type SeniorityNode = {
  id: number;
  name: string;
  parent_id?: number | null;
  children?: SeniorityNode[];
};

export type FlatSeniority = { id: number; name: string; parent_id: number | null; depth: number };

// Depth-first, parent before its children, sibling order kept: the order a select list shows,
// indented by depth. Iterative so a deep tree cannot overflow the call stack.
export function flattenSeniorities(tree: readonly SeniorityNode[]): FlatSeniority[] {
  const result: FlatSeniority[] = [];
  type Frame = { node: SeniorityNode; depth: number; parentId: number | null };
  const stack: Frame[] = [...tree].reverse().map((node) => ({ node, depth: 0, parentId: null }));
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    const { node, depth, parentId } = frame;
    // The server's parent_id wins; the tree position fills it in when the API leaves it out.
    result.push({ id: node.id, name: node.name, parent_id: node.parent_id ?? parentId, depth });
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i];
      if (child) stack.push({ node: child, depth: depth + 1, parentId: node.id });
    }
  }
  return result;
}

type Forest = { roots: SeniorityNode[]; nodes: Map<number, SeniorityNode & { children: SeniorityNode[] }> };

// The tree back from its flat form: parents come before their children, siblings in order.
function forestOf(flat: readonly FlatSeniority[]): Forest {
  const nodes: Forest['nodes'] = new Map();
  const roots: SeniorityNode[] = [];
  for (const row of flat) {
    const node = { id: row.id, name: row.name, parent_id: row.parent_id, children: [] };
    nodes.set(row.id, node);
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return { roots, nodes };
}

const siblingListOf = (forest: Forest, parentId: number | null): SeniorityNode[] | undefined =>
  parentId === null ? forest.roots : forest.nodes.get(parentId)?.children;

// The ids of a seniority and everything under it.
export function subtreeIds(flat: readonly FlatSeniority[], id: number): Set<number> {
  const ids = new Set([id]);
  for (const row of flat) if (row.parent_id !== null && ids.has(row.parent_id)) ids.add(row.id);
  return ids;
}

// The flat list with `id` moved under `parentId` at the 1-based `newOrder` among its new siblings.
// A move under itself or its own descendant is no move.
export function moveSeniority(
  flat: readonly FlatSeniority[],
  id: number,
  parentId: number | null,
  newOrder: number,
): FlatSeniority[] {
  if (parentId !== null && subtreeIds(flat, id).has(parentId)) return [...flat];
  const forest = forestOf(flat);
  const node = forest.nodes.get(id);
  const from = node ? siblingListOf(forest, node.parent_id ?? null) : undefined;
  const to = siblingListOf(forest, parentId);
  if (!node || !from || !to) return [...flat];
  from.splice(from.indexOf(node), 1);
  node.parent_id = parentId;
  to.splice(Math.min(Math.max(newOrder - 1, 0), to.length), 0, node);
  return flattenSeniorities(forest.roots);
}

// The flat list with a new seniority last under its parent (a root when the parent is unknown).
export function addSeniority(
  flat: readonly FlatSeniority[],
  item: { id: number; name: string; parent_id: number | null },
): FlatSeniority[] {
  const forest = forestOf(flat);
  const siblings = siblingListOf(forest, item.parent_id) ?? forest.roots;
  siblings.push({ ...item, children: [] });
  return flattenSeniorities(forest.roots);
}

// A level of the tree: the seniorities under the same parent, in order.
export const siblingsOf = (flat: readonly FlatSeniority[], parentId: number | null): FlatSeniority[] =>
  flat.filter((row) => row.parent_id === parentId);
