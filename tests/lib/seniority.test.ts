import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { flattenSeniorities, type SeniorityNode } from '@/lib/seniority';

const tree: SeniorityNode[] = [
  {
    id: 1,
    name: 'Engineer',
    parent_id: null,
    children: [
      { id: 2, name: 'Junior', parent_id: 1, children: [{ id: 4, name: 'Junior I', parent_id: 2 }] },
      { id: 3, name: 'Senior', parent_id: 1 },
    ],
  },
  { id: 5, name: 'Manager' },
];

describe('flattening the seniority tree', () => {
  it('lists depth-first, each parent before its children, sibling order kept', () => {
    expect(flattenSeniorities(tree)).toEqual([
      { id: 1, name: 'Engineer', parent_id: null, depth: 0 },
      { id: 2, name: 'Junior', parent_id: 1, depth: 1 },
      { id: 4, name: 'Junior I', parent_id: 2, depth: 2 },
      { id: 3, name: 'Senior', parent_id: 1, depth: 1 },
      { id: 5, name: 'Manager', parent_id: null, depth: 0 },
    ]);
  });

  it('fills in parent_id from the tree when the API leaves it out', () => {
    const flat = flattenSeniorities([{ id: 1, name: 'A', children: [{ id: 2, name: 'B' }] }]);
    expect(flat.map((s) => s.parent_id)).toEqual([null, 1]);
  });

  it('gives an empty list for an empty tree', () => {
    expect(flattenSeniorities([])).toEqual([]);
  });

  it('handles a very deep tree without overflowing the stack', () => {
    let node: SeniorityNode = { id: 0, name: 'leaf' };
    for (let id = 1; id < 20000; id += 1) node = { id, name: `n${id}`, children: [node] };
    const flat = flattenSeniorities([node]);
    expect(flat).toHaveLength(20000);
    expect(flat.at(-1)).toMatchObject({ id: 0, depth: 19999 });
  });

  // Random trees with unique ids, built from a flat list of "parent index" choices.
  const randomTree = fc.array(fc.nat(), { maxLength: 60 }).map((parents) => {
    const nodes: SeniorityNode[] = [];
    const roots: SeniorityNode[] = [];
    parents.forEach((choice, index) => {
      const node: SeniorityNode = { id: index + 1, name: `s${index + 1}`, children: [] };
      const parent = choice % (index + 1) === 0 ? undefined : nodes[(choice % (index + 1)) - 1];
      if (parent) parent.children?.push(node);
      else roots.push(node);
      nodes.push(node);
    });
    return { roots, size: nodes.length };
  });

  it('lists every node once, parents first, children one level deeper (property)', () => {
    fc.assert(
      fc.property(randomTree, ({ roots, size }) => {
        const flat = flattenSeniorities(roots);
        const position = new Map(flat.map((s, i) => [s.id, i]));
        return (
          flat.length === size &&
          position.size === size &&
          flat.every((s) => {
            if (s.parent_id === null) return s.depth === 0;
            const parentIndex = position.get(s.parent_id) ?? Infinity;
            return parentIndex < (position.get(s.id) ?? -1) && flat[parentIndex]?.depth === s.depth - 1;
          })
        );
      }),
    );
  });

  it('keeps the roots in their original order (property)', () => {
    fc.assert(
      fc.property(
        randomTree,
        ({ roots }) =>
          flattenSeniorities(roots)
            .filter((s) => s.depth === 0)
            .map((s) => s.id)
            .join() === roots.map((r) => r.id).join(),
      ),
    );
  });
});
