import * as z from 'zod/mini';
import { createListCodec, listParam } from '@/lib/list-params';

// A list whose page size follows its filters while the link names none (SPEC §9: the invoice list
// shows 10 a page when a project filter is used), and keeps a size the user chose (issue 29, defect 4).

const schema = z.object({ q: listParam.text(), project: listParam.ids() });
const codec = createListCodec(schema, {
  filters: { q: '', project: [] },
  sort: { id: 'issue_date', desc: true },
  perPage: 25,
  perPageFor: (filters) => (filters.project.length > 0 ? 10 : undefined),
});
const none = codec.decode({});

describe('a page size that follows the filters', () => {
  it('opens a link that names no page size at the size of its filters', () => {
    expect(codec.decode({}).perPage).toBe(25);
    expect(codec.decode({ project: '3' }).perPage).toBe(10);
    expect(codec.decode({ 'project[]': ['3', '4'], q: 'atlas' }).perPage).toBe(10);
    expect(codec.defaultPerPage({ q: '', project: [3] })).toBe(10);
    expect(codec.defaultPerPage({ q: '', project: [] })).toBe(25);
  });

  it('a size the link names wins over the filters', () => {
    expect(codec.decode({ project: '3', per_page: '25' }).perPage).toBe(25);
    expect(codec.decode({ per_page: '10' }).perPage).toBe(10);
  });

  it('leaves out of the link the size its filters give anyway', () => {
    expect(codec.encode({ ...none, filters: { q: '', project: [3] }, perPage: 10 })).toEqual({
      project: ['3'],
    });
    expect(codec.encode({ ...none, filters: { q: '', project: [3] }, perPage: 25 })).toEqual({
      project: ['3'],
      per_page: '25',
    });
    expect(codec.encode({ ...none, perPage: 10 })).toEqual({ per_page: '10' });
  });

  it('while the link names no size, a filter change takes the size of the new filters', () => {
    // Adding a project: 10 a page.
    const withProject = codec.merge({ q: 'atlas' }, { ...none, filters: { q: 'atlas', project: [3] } });
    expect(withProject).toEqual({ q: 'atlas', project: ['3'] });
    expect(codec.decode(withProject).perPage).toBe(10);
    // Taking it away: 25 again.
    const current = codec.decode(withProject);
    const without = codec.merge(withProject, { ...current, filters: { ...current.filters, project: [] } });
    expect(without).toEqual({ q: 'atlas' });
    expect(codec.decode(without).perPage).toBe(25);
  });

  it('a size the user chose stays through filter changes', () => {
    const chosen = codec.merge({}, { ...none, perPage: 50 });
    expect(chosen).toEqual({ per_page: '50' });
    const withProject = codec.merge(chosen, { ...codec.decode(chosen), filters: { q: '', project: [3] } });
    expect(withProject).toEqual({ project: ['3'], per_page: '50' });
    // 25 chosen on a project's list stays 25 when the project filter goes, and when it comes back.
    const projectList = codec.decode({ project: '3' });
    const twentyFive = codec.merge({ project: '3' }, { ...projectList, perPage: 25 });
    expect(twentyFive).toEqual({ project: ['3'], per_page: '25' });
    const withoutProject = codec.merge(twentyFive, { ...codec.decode(twentyFive), filters: none.filters });
    expect(codec.decode(withoutProject).perPage).toBe(25);
    const back = codec.merge(withoutProject, {
      ...codec.decode(withoutProject),
      filters: { q: '', project: [4] },
    });
    expect(codec.decode(back).perPage).toBe(25);
  });

  it('a saved view applied keeps the size it names, and otherwise takes the size of its filters', () => {
    const saved = { per_page: '10' };
    // Applied over a project's list (10 a page by its filters): the view's own 10 is kept.
    expect(codec.decode(codec.merge({ project: '3' }, codec.decode(saved), saved)).perPage).toBe(10);
    const unsized = { project: '5' };
    expect(codec.merge({ per_page: '50' }, codec.decode(unsized), unsized)).toEqual({ project: ['5'] });
  });

  it('a list without the rule keeps one default size', () => {
    const plain = createListCodec(schema, {
      filters: { q: '', project: [] },
      sort: { id: 'a', desc: false },
    });
    expect(plain.decode({ project: '3' }).perPage).toBe(25);
    expect(plain.merge({}, { ...plain.decode({}), filters: { q: '', project: [3] } })).toEqual({
      project: ['3'],
    });
  });
});
