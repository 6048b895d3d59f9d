// The directory's filter and sort rules, pure so they are tested alone and run per keystroke at 5,000 rows.

export type DirectoryStatus = 'active' | 'archived';

export type DirectoryCriteria = {
  status: DirectoryStatus;
  q: string;
  position: number | null;
  department: number | null;
  seniority: number | null;
  skill: number | null;
  availability: string | null;
  dataType: string | null;
  dataId: number | null;
};

export type DirectorySort = { id: string; desc: boolean };

export const EMPTY_CRITERIA: DirectoryCriteria = {
  status: 'active',
  q: '',
  position: null,
  department: null,
  seniority: null,
  skill: null,
  availability: null,
  dataType: null,
  dataId: null,
};

export const DEFAULT_SORT: DirectorySort = { id: 'name', desc: false };

// What a row must offer to be filtered; the API's Employee has all of it.
export type FilterableEmployee = {
  id: number;
  name: string;
  email: string;
  title: string | null;
  position: { id: number; name: string } | null;
  department: { id: number; name: string } | null;
  seniority: { id: number; name: string } | null;
  skills: { id: number; name: string }[];
  availability: { data: { availability: string } } | null;
};

type Query = Record<string, string | string[] | undefined>;

function text(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

function id(value: string | string[] | undefined): number | null {
  const number = Number(text(value));
  return Number.isInteger(number) && number > 0 ? number : null;
}

// The URL is the source of truth: anything unreadable falls back to "no filter".
export function criteriaFromQuery(query: Query): DirectoryCriteria {
  return {
    status: text(query.status) === 'archived' ? 'archived' : 'active',
    q: text(query.q),
    position: id(query.position),
    department: id(query.department),
    seniority: id(query.seniority),
    skill: id(query.skill),
    availability: text(query.availability) || null,
    dataType: text(query.data_type) || null,
    dataId: id(query.data_id),
  };
}

export function sortFromQuery(query: Query): DirectorySort {
  const [column, direction] = text(query.sort).split(':');
  return column ? { id: column, desc: direction === 'desc' } : DEFAULT_SORT;
}

// Only what differs from the defaults goes into the link, so links stay short and readable.
export function criteriaToQuery(criteria: DirectoryCriteria, sort: DirectorySort): Record<string, string> {
  const query: Record<string, string> = {};
  if (criteria.status !== 'active') query.status = criteria.status;
  if (criteria.q) query.q = criteria.q;
  if (criteria.position) query.position = String(criteria.position);
  if (criteria.department) query.department = String(criteria.department);
  if (criteria.seniority) query.seniority = String(criteria.seniority);
  if (criteria.skill) query.skill = String(criteria.skill);
  if (criteria.availability) query.availability = criteria.availability;
  if (criteria.dataType && criteria.dataId) {
    query.data_type = criteria.dataType;
    query.data_id = String(criteria.dataId);
  }
  if (sort.id !== DEFAULT_SORT.id || sort.desc !== DEFAULT_SORT.desc)
    query.sort = `${sort.id}:${sort.desc ? 'desc' : 'asc'}`;
  return query;
}

export function activeFilterCount(criteria: DirectoryCriteria): number {
  const { position, department, seniority, skill, availability, dataId, q } = criteria;
  return [position, department, seniority, skill, availability, dataId, q || null].filter(
    (value) => value !== null,
  ).length;
}

function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

// Every word of the search must appear in the name, e-mail, title, position or a skill.
export function matchesSearch(row: FilterableEmployee, q: string): boolean {
  const words = normalise(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(
    [
      row.name,
      row.email,
      row.title ?? '',
      row.position?.name ?? '',
      ...row.skills.map((skill) => skill.name),
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

// `serverMatches` are the ids the API returned for the skill and reference-item filters (null: not filtering).
export function filterEmployees<T extends FilterableEmployee>(
  rows: readonly T[],
  criteria: DirectoryCriteria,
  serverMatches: { skill: ReadonlySet<number> | null; userData: ReadonlySet<number> | null } = {
    skill: null,
    userData: null,
  },
): T[] {
  return rows.filter(
    (row) =>
      (criteria.position === null || row.position?.id === criteria.position) &&
      (criteria.department === null || row.department?.id === criteria.department) &&
      (criteria.seniority === null || row.seniority?.id === criteria.seniority) &&
      (criteria.availability === null ||
        (row.availability?.data.availability ?? 'Unknown') === criteria.availability) &&
      (serverMatches.skill === null || serverMatches.skill.has(row.id)) &&
      (serverMatches.userData === null || serverMatches.userData.has(row.id)) &&
      matchesSearch(row, criteria.q),
  );
}
