import * as z from 'zod/mini';

// A list screen's state as it lives in the URL: filters (typed by a zod object), sort, page and page
// size. Pure, so the codec is tested alone and shared by every list (employees, invoices, time off).

// What Next's router gives as `query`.
export type UrlQuery = Partial<Record<string, string | string[]>>;
// What the codec writes back: only what differs from the defaults.
export type EncodedQuery = Record<string, string | string[]>;

export type FilterValue = string | number | boolean | null | readonly string[] | readonly number[];
export type ListFilters = Record<string, FilterValue>;

export type ListSort = { id: string; desc: boolean };

export type ListState<F extends ListFilters> = { filters: F; sort: ListSort; page: number; perPage: number };

export type ListDefaults<F extends ListFilters> = {
  filters: F;
  sort: ListSort;
  perPage?: number;
  // The page size of a link that names none, by its filters (SPEC §9: 10 for one project's invoices);
  // undefined: `perPage`. While the link names no size, a filter change takes the new filters' size.
  perPageFor?: (filters: F) => number | undefined;
  // Sortable column ids; an unknown id in the URL falls back to the default sort. Omitted: any id.
  sortable?: readonly string[];
  // Sort ids an old link may carry, read as the id they became ({ period_from: 'period' }).
  sortAliases?: Readonly<Record<string, string>>;
};

// Each field's schema reads the raw URL value (a string, or a string[] for array fields).
export type ListSchema = z.ZodMiniObject<z.core.$ZodLooseShape>;
export type FiltersOf<S extends ListSchema> = z.output<S> & ListFilters;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

const SORT_KEY = 'sort';
const PAGE_KEY = 'page';
const PER_PAGE_KEY = 'per_page';
const RESERVED = new Set([SORT_KEY, PAGE_KEY, PER_PAGE_KEY]);

// Field schemas for URL values. Whatever a schema rejects falls back to the field's default, so a
// mangled link shows the unfiltered list instead of an error.
const positiveInt = () => z.coerce.number().check(z.int(), z.positive());
export const listParam = {
  text: () => z.string(),
  // '' reads as null: "no filter".
  optionalText: () => z.nullable(z.string().check(z.minLength(1))),
  id: () => z.nullable(positiveInt()),
  ids: () => z.array(positiveInt()),
  texts: () => z.array(z.string().check(z.minLength(1))),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values),
  flag: () =>
    z.pipe(
      z.enum(['1', '0', 'true', 'false']),
      z.transform((value) => value === '1' || value === 'true'),
    ),
};

// URL keys are the snake_case of the field names (dataType → data_type), as the API's parameters are.
export const urlKeyOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function isEmpty(value: FilterValue | undefined): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function sameValue(a: FilterValue | undefined, b: FilterValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

function encodeValue(value: FilterValue): string | string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value);
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

// `sort=name:desc` (what the app writes); `-name` and `name` are read too.
export function decodeSort(
  raw: string | undefined,
  defaults: Pick<ListDefaults<ListFilters>, 'sort' | 'sortable' | 'sortAliases'>,
): ListSort {
  if (!raw) return defaults.sort;
  const [written = '', direction] = raw.startsWith('-') ? [raw.slice(1), 'desc'] : raw.split(':');
  const column = defaults.sortAliases?.[written] ?? written;
  if (!column || (defaults.sortable && !defaults.sortable.includes(column))) return defaults.sort;
  return { id: column, desc: direction === 'desc' };
}

export const encodeSort = (sort: ListSort): string => `${sort.id}:${sort.desc ? 'desc' : 'asc'}`;

export type ListCodec<F extends ListFilters> = {
  defaults: Required<Pick<ListDefaults<F>, 'filters' | 'sort' | 'perPage'>>;
  decode: (query: UrlQuery) => ListState<F>;
  // The page size of a link with these filters that names none.
  defaultPerPage: (filters: F) => number;
  // Only what differs from the defaults, so links stay short and readable.
  encode: (state: ListState<F>) => EncodedQuery;
  // `next` written over `current`; keys the list does not own (a route's [id], a drawer's ?invoice=) stay.
  // `next` was made from `read` (by default `current`; a saved view's query when one is applied): a page
  // size `read` names is kept, and while it names none, an unchanged size follows the filters.
  merge: (current: UrlQuery, next: ListState<F>, read?: UrlQuery) => EncodedQuery;
  // Equal for equal filters, whatever the page or sort: a change of it drops the selection.
  filtersKey: (filters: F) => string;
  // Fields whose value differs from the default, leaving out `except` (a tab).
  activeCount: (filters: F, except?: readonly (keyof F)[]) => number;
};

export function createListCodec<S extends ListSchema>(
  schema: S,
  defaults: ListDefaults<FiltersOf<S>>,
): ListCodec<FiltersOf<S>> {
  type F = FiltersOf<S>;
  const fields = Object.keys(defaults.filters);
  const shape: z.core.$ZodLooseShape = schema.shape;
  for (const field of fields) {
    if (RESERVED.has(urlKeyOf(field))) throw new Error(`A list filter cannot be named ${field}`);
    if (!shape[field]) throw new Error(`The list schema has no field ${field}`);
  }
  const perPage = defaults.perPage ?? DEFAULT_PAGE_SIZE;
  const defaultPerPage = (filters: F): number => defaults.perPageFor?.(filters) ?? perPage;
  const owned = new Set([
    ...RESERVED,
    ...fields.flatMap((field) => [urlKeyOf(field), `${urlKeyOf(field)}[]`]),
  ]);

  const decodeField = (field: string, query: UrlQuery): FilterValue => {
    const fallback = defaults.filters[field] as FilterValue;
    const key = urlKeyOf(field);
    const raw = query[key] ?? query[`${key}[]`];
    if (raw === undefined) return fallback;
    const input = Array.isArray(fallback) ? [raw].flat() : first(raw);
    const parsed = z.safeParse(shape[field] as z.core.$ZodType, input);
    return parsed.success ? (parsed.data as FilterValue) : fallback;
  };

  const encodeFilters = (filters: F): EncodedQuery => {
    const query: EncodedQuery = {};
    for (const field of fields) {
      const value = filters[field] as FilterValue;
      if (isEmpty(value) || sameValue(value, defaults.filters[field] as FilterValue)) continue;
      query[urlKeyOf(field)] = encodeValue(value);
    }
    return query;
  };

  // The page size a link names, when it is one the list offers.
  const namedPerPage = (query: UrlQuery): number | undefined => {
    const size = Number(first(query[PER_PAGE_KEY]));
    return (PAGE_SIZES as readonly number[]).includes(size) ? size : undefined;
  };

  const decode = (query: UrlQuery): ListState<F> => {
    const filters = Object.fromEntries(fields.map((field) => [field, decodeField(field, query)])) as F;
    const page = Number(first(query[PAGE_KEY]));
    return {
      filters,
      sort: decodeSort(first(query[SORT_KEY]), defaults),
      page: Number.isInteger(page) && page > 0 ? page : 1,
      perPage: namedPerPage(query) ?? defaultPerPage(filters),
    };
  };

  const encode = (state: ListState<F>): EncodedQuery => {
    const query = encodeFilters(state.filters);
    if (state.sort.id !== defaults.sort.id || state.sort.desc !== defaults.sort.desc)
      query[SORT_KEY] = encodeSort(state.sort);
    if (state.page > 1) query[PAGE_KEY] = String(state.page);
    if (state.perPage !== defaultPerPage(state.filters)) query[PER_PAGE_KEY] = String(state.perPage);
    return query;
  };

  const merge = (current: UrlQuery, next: ListState<F>, read: UrlQuery = current): EncodedQuery => {
    const kept: EncodedQuery = {};
    for (const [key, value] of Object.entries(current)) {
      if (value !== undefined && !owned.has(key)) kept[key] = value;
    }
    // The size is the one `read` had unless `next` changed it: chosen (named in the link), it stays
    // whatever the filters; not chosen, it is the new filters' own.
    const named = namedPerPage(read);
    const unchanged = next.perPage === (named ?? defaultPerPage(decode(read).filters));
    if (!unchanged) return { ...kept, ...encode(next) };
    if (named === undefined)
      return { ...kept, ...encode({ ...next, perPage: defaultPerPage(next.filters) }) };
    return { ...kept, ...encode(next), [PER_PAGE_KEY]: String(named) };
  };

  const filtersKey = (filters: F): string => {
    const encoded = encodeFilters(filters);
    return JSON.stringify(
      Object.keys(encoded)
        .sort()
        .map((key) => [key, encoded[key]]),
    );
  };

  const activeCount = (filters: F, except: readonly (keyof F)[] = []): number =>
    fields.filter(
      (field) =>
        !except.includes(field) &&
        !isEmpty(filters[field] as FilterValue) &&
        !sameValue(filters[field] as FilterValue, defaults.filters[field] as FilterValue),
    ).length;

  return {
    defaults: { filters: defaults.filters, sort: defaults.sort, perPage },
    defaultPerPage,
    decode,
    encode,
    merge,
    filtersKey,
    activeCount,
  };
}

// A saved view keeps text values only: a list-valued parameter is kept as `key.0`, `key.1`, …, and the
// page is not kept (a view opens on its first page).
export function savedViewOf(query: EncodedQuery): Record<string, string> {
  const saved: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page') continue;
    if (Array.isArray(value)) value.forEach((item, index) => (saved[`${key}.${index}`] = item));
    else saved[key] = value as string;
  }
  return saved;
}

// The query of a saved view, its lists put back together in their order.
export function queryOfSavedView(saved: Record<string, string>): UrlQuery {
  const query: Record<string, string | string[]> = {};
  const items: Record<string, [number, string][]> = {};
  for (const [key, value] of Object.entries(saved)) {
    const match = /^(.+)\.(\d+)$/.exec(key);
    if (match) (items[match[1]!] ??= []).push([Number(match[2]), value]);
    else query[key] = value;
  }
  for (const [key, list] of Object.entries(items))
    query[key] = list.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
  return query;
}
