import { moveTo, renumbered } from '@/lib/ordered-list';
import { dragMoveOf, movesOf, subtreeNames, usersText } from '@/lib/org-tree-moves';
import { addSeniority, flattenSeniorities, moveSeniority } from '@/lib/seniority';

const flat = [
  { id: 1, name: 'A' },
  { id: 2, name: 'B' },
  { id: 3, name: 'C' },
];

const tree = flattenSeniorities([
  {
    id: 1,
    name: 'Junior',
    children: [
      { id: 2, name: 'Junior I' },
      { id: 3, name: 'Junior II' },
    ],
  },
  { id: 4, name: 'Middle', children: [{ id: 5, name: 'Middle I' }] },
]);
const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

describe('moving in an ordered list', () => {
  it('moveTo puts the item at the 1-based place, clamped, the rest in order; renumbered counts from 1', () => {
    expect(names(moveTo(flat, 3, 1))).toEqual(['C', 'A', 'B']);
    expect(names(moveTo(flat, 1, 99))).toEqual(['B', 'C', 'A']);
    expect(names(moveTo(flat, 9, 1))).toEqual(['A', 'B', 'C']);
    expect(renumbered(moveTo(flat, 3, 1)).map((row) => row.order)).toEqual([1, 2, 3]);
  });

  it('up and down are the places above and below among siblings; none past the ends', () => {
    expect(movesOf(flat, flat[0]!)).toMatchObject({ up: null, down: { new_order: 2, parent_id: null } });
    expect(movesOf(flat, flat[2]!)).toMatchObject({ up: { new_order: 2 }, down: null });
    expect(movesOf(flat, flat[1]!).up?.announcement).toBe('B moved to place 1 of 3.');
  });

  it('a seniority moves under the sibling above (last among its children) or out of its parent (just after it)', () => {
    const middle = tree.find((row) => row.id === 4)!;
    expect(movesOf(tree, middle).under).toMatchObject({
      new_order: 3,
      parent_id: 1,
      target: { name: 'Junior' },
    });
    const grade = tree.find((row) => row.id === 2)!;
    expect(movesOf(tree, grade).out).toMatchObject({
      new_order: 2,
      parent_id: null,
      target: { name: 'Junior' },
    });
    expect(movesOf(tree, grade).under).toBeNull();
  });
});

describe('moving by drag', () => {
  it("a drop on a sibling takes the sibling's place, said as the place among the siblings", () => {
    expect(dragMoveOf(flat, 1, 3)).toEqual({
      new_order: 3,
      parent_id: null,
      announcement: 'A moved to place 3 of 3.',
    });
    expect(dragMoveOf(flat, 3, 2)?.new_order).toBe(2);
    expect(dragMoveOf(tree, 3, 2)).toMatchObject({ new_order: 1, parent_id: 1 });
  });

  it("a drop on itself, on nothing known, or among another parent's items is no move", () => {
    expect(dragMoveOf(flat, 1, 1)).toBeNull();
    expect(dragMoveOf(flat, 1, 999)).toBeNull();
    expect(dragMoveOf(tree, 2, 4)).toBeNull();
    expect(dragMoveOf(tree, 2, 5)).toBeNull();
  });
});

describe('seniority tree edits', () => {
  it('moveSeniority re-nests and re-flattens; a move under its own grade is no move', () => {
    const moved = moveSeniority(tree, 4, 1, 1);
    expect(names(moved)).toEqual(['Junior', 'Middle', 'Middle I', 'Junior I', 'Junior II']);
    expect(moved.find((row) => row.id === 5)).toMatchObject({ depth: 2 });
    expect(moveSeniority(tree, 1, 2, 1)).toEqual(tree);
  });

  it('addSeniority puts a new one last under its parent', () => {
    expect(names(addSeniority(tree, { id: 9, name: 'Junior III', parent_id: 1 }))).toEqual([
      'Junior',
      'Junior I',
      'Junior II',
      'Junior III',
      'Middle',
      'Middle I',
    ]);
  });

  it('subtreeNames lists what a band takes with it', () => {
    expect(subtreeNames(tree, 1)).toEqual(['Junior I', 'Junior II']);
    expect(subtreeNames(tree, 2)).toEqual([]);
  });
});

describe('how many people have an item', () => {
  it('says nobody, one person or n people, with what deleting does', () => {
    expect(usersText(0, 'skill', 'x')).toBe('Nobody has this skill.');
    expect(usersText(1, 'position', 'Effect.')).toBe('1 person has this position. Effect.');
    expect(usersText(3, 'position', 'Effect.')).toBe('3 people have this position. Effect.');
  });
});
