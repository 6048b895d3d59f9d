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
