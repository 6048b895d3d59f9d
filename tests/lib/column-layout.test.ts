// @vitest-environment jsdom
import {
  columnLayoutKey,
  moveColumn,
  readColumnLayout,
  resolveColumnLayout,
  writeColumnLayout,
} from '@/lib/column-layout';

const columns = [
  { id: 'name', hideable: false },
  { id: 'title' },
  { id: 'skills', hidden: true },
  { id: 'email' },
];

describe('column layout', () => {
  it('starts from the table: its order, its hidden columns', () => {
    expect(resolveColumnLayout(columns, null)).toEqual({
      order: ['name', 'title', 'skills', 'email'],
      visibility: { name: true, title: true, skills: false, email: true },
    });
  });

  it('lays the stored choice over it; a column that must stay, stays', () => {
    const stored = { order: ['email', 'name', 'title', 'skills'], hidden: ['name', 'title'] };
    expect(resolveColumnLayout(columns, stored)).toEqual({
      order: ['email', 'name', 'title', 'skills'],
      visibility: { name: true, title: false, skills: true, email: true },
    });
  });

  it('forgets columns the table dropped and fits new ones in after their neighbour', () => {
    const stored = { order: ['email', 'gone', 'name'], hidden: [] };
    expect(resolveColumnLayout(columns, stored).order).toEqual(['email', 'name', 'title', 'skills']);
  });

  it('moves a column one step, the ends staying put', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
  });

  it('is kept per table and per user, and survives a broken entry', () => {
    localStorage.clear();
    writeColumnLayout('employees', 7, { order: ['title'], hidden: ['title'] });
    expect(readColumnLayout('employees', 7)).toEqual({ order: ['title'], hidden: ['title'] });
    expect(readColumnLayout('employees', 8)).toBeNull();
    expect(readColumnLayout('invoices', 7)).toBeNull();
    localStorage.setItem(columnLayoutKey('employees', 9), '{"order": 3');
    expect(readColumnLayout('employees', 9)).toBeNull();
    writeColumnLayout('employees', 7, null);
    expect(readColumnLayout('employees', 7)).toBeNull();
  });
});
