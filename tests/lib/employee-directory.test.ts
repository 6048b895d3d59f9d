import fc from 'fast-check';
import {
  activeFilterCount,
  countByAvailability,
  criteriaFromQuery,
  criteriaToQuery,
  DEFAULT_SORT,
  EMPTY_CRITERIA,
  filterEmployees,
  matchesSearch,
  NO_AVAILABILITY,
  sortFromQuery,
  type FilterableEmployee,
} from '@/lib/employee-directory';

const person = (
  overrides: Partial<FilterableEmployee> & { id: number; name: string },
): FilterableEmployee => ({
  email: `${overrides.name.toLowerCase().replace(/\s+/g, '.')}@acme.test`,
  title: null,
  position: null,
  department: null,
  seniority: null,
  skills: [],
  availability: null,
  ...overrides,
});

const ana = person({
  id: 1,
  name: 'Ana Gelashvili',
  title: 'Backend developer',
  position: { id: 10, name: 'Developer' },
  department: { id: 20, name: 'Engineering' },
  seniority: { id: 30, name: 'Senior' },
  skills: [{ id: 5, name: 'TypeScript' }],
  availability: { data: { availability: 'Available' } },
});
const beka = person({
  id: 2,
  name: 'Beka Džikija',
  position: { id: 11, name: 'Designer' },
  department: { id: 21, name: 'Design' },
  availability: { data: { availability: 'On-demand' } },
});

describe('directory filters', () => {
  it('filters by position, department and seniority', () => {
    expect(filterEmployees([ana, beka], { ...EMPTY_CRITERIA, position: 10 })).toEqual([ana]);
    expect(filterEmployees([ana, beka], { ...EMPTY_CRITERIA, department: 21 })).toEqual([beka]);
    expect(filterEmployees([ana, beka], { ...EMPTY_CRITERIA, seniority: 30 })).toEqual([ana]);
  });

  it('filters by current availability', () => {
    expect(filterEmployees([ana, beka], { ...EMPTY_CRITERIA, availability: 'On-demand' })).toEqual([beka]);
  });

  it('keeps only the people the API matched for a skill or a reference item', () => {
    expect(filterEmployees([ana, beka], EMPTY_CRITERIA, { skill: new Set([2]), userData: null })).toEqual([
      beka,
    ]);
    expect(filterEmployees([ana, beka], EMPTY_CRITERIA, { skill: null, userData: new Set([1]) })).toEqual([
      ana,
    ]);
  });

  it('quick search matches every word in name, e-mail, title, position or skills, ignoring case and accents', () => {
    expect(matchesSearch(beka, 'dzikija')).toBe(true);
    expect(matchesSearch(ana, 'typescript senior')).toBe(false);
    expect(matchesSearch(ana, 'ana typescript')).toBe(true);
    expect(matchesSearch(ana, '  ')).toBe(true);
  });

  it('never returns a row that does not satisfy the criteria, and never drops one that does', () => {
    const row = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      name: fc.string(),
      department: fc.option(fc.record({ id: fc.integer({ min: 1, max: 3 }), name: fc.string() }), {
        nil: null,
      }),
    });
    fc.assert(
      fc.property(
        fc.array(row),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        (rows, department) => {
          const people = rows.map((r) => person(r));
          const result = filterEmployees(people, { ...EMPTY_CRITERIA, department });
          expect(result.every((p) => department === null || p.department?.id === department)).toBe(true);
          expect(result.length).toBe(
            people.filter((p) => department === null || p.department?.id === department).length,
          );
        },
      ),
    );
  });
});

describe('availability figures', () => {
  const order = ['Available', 'Unavailable', 'On-demand', NO_AVAILABILITY];

  it('counts people per availability in the order given, zero where nobody stands', () => {
    const carla = person({ id: 3, name: 'Carla Meti' });
    expect(countByAvailability([ana, beka, carla], order)).toEqual([
      { availability: 'Available', count: 1 },
      { availability: 'Unavailable', count: 0 },
      { availability: 'On-demand', count: 1 },
      { availability: NO_AVAILABILITY, count: 1 },
    ]);
  });

  it('each figure is what the availability filter would show, so the figures add up to the people', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.constantFrom('Available', 'Unavailable', 'On-demand', 'Partially available')), {
          maxLength: 30,
        }),
        (availabilities) => {
          const rows = availabilities.map((availability, index) =>
            person({
              id: index + 1,
              name: `Person ${index}`,
              availability: availability === null ? null : { data: { availability } },
            }),
          );
          const figures = countByAvailability(rows, order);
          for (const { availability, count } of figures) {
            expect(filterEmployees(rows, { ...EMPTY_CRITERIA, availability })).toHaveLength(count);
          }
          expect(figures.reduce((sum, { count }) => sum + count, 0)).toBe(rows.length);
        },
      ),
    );
  });
});

describe('directory state in the URL', () => {
  it('reads filters, sort and status from the link', () => {
    const query = {
      status: 'archived',
      q: 'ana',
      position: '10',
      skill: '5',
      availability: 'Available',
      sort: 'department:desc',
    };
    expect(criteriaFromQuery(query)).toMatchObject({
      status: 'archived',
      q: 'ana',
      position: 10,
      skill: 5,
      availability: 'Available',
    });
    expect(sortFromQuery(query)).toEqual({ id: 'department', desc: true });
  });

  it('ignores what it cannot read', () => {
    expect(criteriaFromQuery({ position: 'abc', status: 'deleted', skill: '-1' })).toEqual(EMPTY_CRITERIA);
    expect(sortFromQuery({})).toEqual(DEFAULT_SORT);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(criteriaToQuery(EMPTY_CRITERIA, DEFAULT_SORT)).toEqual({});
    fc.assert(
      fc.property(
        fc.record({
          status: fc.constantFrom('active' as const, 'archived' as const),
          q: fc.string(),
          position: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
          department: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
          seniority: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
          skill: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
          availability: fc.option(fc.constantFrom('Available', 'On-demand'), { nil: null }),
          dataType: fc.constant(null),
          dataId: fc.constant(null),
        }),
        fc.record({ id: fc.constantFrom('name', 'department'), desc: fc.boolean() }),
        (criteria, sort) => {
          const query = criteriaToQuery(criteria, sort);
          expect(criteriaFromQuery(query)).toEqual(criteria);
          expect(sortFromQuery(query)).toEqual(sort);
        },
      ),
    );
  });

  it('counts the filters in use', () => {
    expect(activeFilterCount(EMPTY_CRITERIA)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_CRITERIA, q: 'x', skill: 3 })).toBe(2);
  });
});

describe('reference data in the link', () => {
  it('reads only the data types the API takes (issue 29): an old link’s industry reads as none', () => {
    expect(criteriaFromQuery({ data_type: 'seniority', data_id: '2' })).toMatchObject({
      dataType: 'seniority',
      dataId: 2,
    });
    expect(criteriaFromQuery({ data_type: 'industry', data_id: '2' }).dataType).toBeNull();
  });
});
