import { createListCodec, listParam, type ListDefaults, type UrlQuery } from './list-params';
import * as z from 'zod/mini';

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
  dataType: DirectoryDataType | null;
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

// Reference data a person can be found by on the server: the `data_type`s of GET
// users-with-certain-user-data (docs/api.md), a title sent as `position` (SPEC §7).
export const DIRECTORY_DATA_TYPES = ['title', 'department', 'seniority'] as const;
export type DirectoryDataType = (typeof DIRECTORY_DATA_TYPES)[number];
export const DIRECTORY_DATA_TYPE_LABELS: Record<DirectoryDataType, string> = {
  title: 'Title',
  department: 'Department',
  seniority: 'Seniority',
};

// "Unknown" is how the availability filter names people with no entry in force.
export const NO_AVAILABILITY = 'Unknown';

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

// The directory's URL state on the shared list codec: `?status=archived&q=ana&position=3&sort=name:desc`.
export const directoryFilterSchema = z.object({
  status: listParam.oneOf(['active', 'archived']),
  q: listParam.text(),
  position: listParam.id(),
  department: listParam.id(),
  seniority: listParam.id(),
  skill: listParam.id(),
  availability: listParam.optionalText(),
  // A type the API does not take (an old link's) reads as none.
  dataType: z.nullable(listParam.oneOf(DIRECTORY_DATA_TYPES)),
  dataId: listParam.id(),
});

export const DIRECTORY_DEFAULTS: ListDefaults<DirectoryCriteria> = {
  filters: EMPTY_CRITERIA,
  sort: DEFAULT_SORT,
};

const directoryCodec = createListCodec(directoryFilterSchema, DIRECTORY_DEFAULTS);

// The URL is the source of truth: anything unreadable falls back to "no filter".
export function criteriaFromQuery(query: UrlQuery): DirectoryCriteria {
  return directoryCodec.decode(query).filters;
}

export function sortFromQuery(query: UrlQuery): DirectorySort {
  return directoryCodec.decode(query).sort;
}

// Only what differs from the defaults goes into the link (a saved filter keeps it as a record).
export function criteriaToQuery(criteria: DirectoryCriteria, sort: DirectorySort): Record<string, string> {
  const query = directoryCodec.encode({
    filters: criteria,
    sort,
    page: 1,
    perPage: directoryCodec.defaults.perPage,
  });
  // The directory has no list-valued filter, so every value is a single string.
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
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
        (row.availability?.data.availability ?? NO_AVAILABILITY) === criteria.availability) &&
      (serverMatches.skill === null || serverMatches.skill.has(row.id)) &&
      (serverMatches.userData === null || serverMatches.userData.has(row.id)) &&
      matchesSearch(row, criteria.q),
  );
}

export type AvailabilityCount = { availability: string; count: number };

// How many people stand at each availability (those with none as NO_AVAILABILITY), in the given order.
export function countByAvailability(
  rows: readonly Pick<FilterableEmployee, 'availability'>[],
  order: readonly string[],
): AvailabilityCount[] {
  const counts = new Map(order.map((availability) => [availability, 0]));
  for (const row of rows) {
    const availability = row.availability?.data.availability ?? NO_AVAILABILITY;
    counts.set(availability, (counts.get(availability) ?? 0) + 1);
  }
  return [...counts].map(([availability, count]) => ({ availability, count }));
}
