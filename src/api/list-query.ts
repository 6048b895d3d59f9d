import * as z from 'zod/mini';

// A list's query as the API takes it, declared once per list in src/api/<resource>/ with
// defineListQuery: its sort keys and its filters, in the types the client sends. From that one
// declaration come the request function's params (typed, so `npm run contract` lists each query
// parameter with its values), the screen's sortable column ids, and the mocked API's parser (Laravel's
// 422 for a value it does not take). Nothing else may spell a list's sort keys or filter names.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const positiveInt = () => z.number().check(z.int(), z.positive());

// The filter kinds lists use. Each is optional: a filter not set is not sent.
export const listFilter = {
  text: () => z.optional(z.string()),
  day: () => z.optional(z.string().check(z.regex(DAY))),
  month: () => z.optional(z.string().check(z.regex(MONTH))),
  id: () => z.optional(positiveInt()),
  ids: () => z.optional(z.array(positiveInt())),
  integer: () => z.optional(z.number().check(z.int())),
  texts: () => z.optional(z.array(z.string())),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) => z.optional(z.enum(values)),
  manyOf: <const T extends readonly [string, ...string[]]>(values: T) => z.optional(z.array(z.enum(values))),
  // Sent as 1 (Laravel's boolean rule takes 1/0, not "true").
  flag: () => z.optional(z.boolean()),
  // A filter the API requires (status=active|rejected): in every request's type, 422 without it.
  required: <T extends z.ZodMiniType>(filter: z.ZodMiniOptional<T>): T => filter._zod.def.innerType,
};

// Each filter optional, or required through listFilter.required.
export type ListFilterShape = Record<string, z.ZodMiniType>;

// A value as it goes over the wire: a flag as 1.
type Wire<T> = T extends boolean ? 1 : T;
export type SortParam<S extends string> = S | `-${S}`;
// How a list pages: page and per_page (the default), page and per_page or per_page=all (every row at
// once, as GET users), page alone (the API fixes the size), or not at all.
export type ListPaging = 'page-and-size' | 'page-and-size-or-all' | 'page' | 'none';
type PagingKeys<P extends ListPaging> = P extends 'page-and-size' | 'page-and-size-or-all'
  ? 'page' | 'per_page'
  : P extends 'page'
    ? 'page'
    : never;
// A list with no sort keys takes no sort.
type SortKeys<S extends string> = [S] extends [never] ? never : 'sort';
// Filters declared with listFilter.required.
type RequiredKeys<F> = { [K in keyof F]-?: undefined extends F[K] ? never : K }[keyof F];
// An intersection written out as one object type.
type Flat<T> = { [K in keyof T]: T[K] };
// One object type, not an intersection, so the contract's scanner reads each parameter.
export type ListQueryParams<F, S extends string, P extends ListPaging = 'page-and-size'> = Flat<
  { [K in RequiredKeys<F>]: Wire<NonNullable<F[K]>> } & {
    [K in Exclude<keyof F, RequiredKeys<F>> | PagingKeys<P> | SortKeys<S>]?: K extends keyof F
      ? Wire<NonNullable<F[K]>>
      : K extends 'sort'
        ? SortParam<S>
        : K extends 'per_page'
          ? PerPageOf<P>
          : number;
  }
>;
// A page size: a number, or 'all' where the list answers every row at once.
export type PerPageOf<P extends ListPaging> = P extends 'page-and-size-or-all' ? number | 'all' : number;

export type ListSortOf<S extends string> = { id: S; desc: boolean };

// What the mock reads from a request's URL: the filters, the sort and the paging.
export type ReadListQuery<F, S extends string, N = number> = {
  filters: F;
  sort: ListSortOf<S> | null;
  page: number;
  perPage: N;
};
export type ListQueryErrors = Record<string, string[]>;

type Spec<S extends readonly string[], Shape extends ListFilterShape, P extends ListPaging> = {
  // None ([]): the list takes no sort, and any sort is refused.
  sorts: S;
  filters: Shape;
  // Largest page a request may ask for; the API's default page size.
  maxPerPage?: number;
  perPage?: number;
  paging?: P;
  // A filter's own Laravel message where the API says more than "The selected … is invalid."; :field
  // is the field as refused (user_ids.0).
  messages?: { [K in keyof Shape]?: string };
};

// Every value of a bracket array (key[]=a&key[]=b; key=a and key[0]=a too), as Laravel reads it.
function queryValues(url: URL, key: string): string[] {
  const values: string[] = [];
  const indexed = new RegExp(`^${key}\\[\\d+\\]$`);
  for (const [name, value] of url.searchParams)
    if (name === key || name === `${key}[]` || indexed.test(name)) values.push(value);
  return values;
}

// The filters that are set: no empty text, list or range ({}), no false flag; a filter left out means
// "any". The query and the invoice list's body both send only these.
export function setFiltersOf(values: Record<string, unknown>): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (
      Array.isArray(value) ? value.length === 0 : typeof value === 'object' && Object.keys(value).length === 0
    )
      continue;
    set[key] = value;
  }
  return set;
}

type Def = { type: string; innerType?: z.ZodMiniType; element?: z.ZodMiniType };
const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

// A query string as the field's type: numbers and flags are text on the wire.
function fromText(element: z.ZodMiniType, text: string): unknown {
  const type = defOf(element).type;
  if (type === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  if (type === 'boolean') {
    if (text === '1' || text === 'true') return true;
    if (text === '0' || text === 'false') return false;
  }
  return text;
}

export function defineListQuery<
  const S extends readonly string[],
  const Shape extends ListFilterShape,
  const P extends ListPaging = 'page-and-size',
>({
  sorts,
  filters: shape,
  maxPerPage = 100,
  perPage: defaultPerPage = 25,
  paging = 'page-and-size' as P,
  messages = {},
}: Spec<S, Shape, P>) {
  type SortKey = S[number];
  const pagingMode: ListPaging = paging;
  const sized = pagingMode === 'page-and-size' || pagingMode === 'page-and-size-or-all';
  const filters = z.object(shape);
  type Filters = z.output<typeof filters>;
  const sortKeys: readonly string[] = sorts;

  // The request's params: only what is set (no empty text or list, no false flag), flags as 1.
  function params(
    values: Filters,
    paging: { page?: number; perPage?: PerPageOf<P>; sort?: ListSortOf<SortKey> | null } = {},
  ): ListQueryParams<Filters, SortKey, P> {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(setFiltersOf(values as Record<string, unknown>)))
      out[key] = value === true ? 1 : value;
    if (paging.page !== undefined && pagingMode !== 'none') out.page = paging.page;
    if (paging.perPage !== undefined && sized) out.per_page = paging.perPage;
    if (paging.sort) out.sort = `${paging.sort.desc ? '-' : ''}${paging.sort.id}`;
    return out as ListQueryParams<Filters, SortKey, P>;
  }

  // The mocked API's reading of a request: Laravel's messages for what the list does not take.
  function read(
    url: URL,
  ):
    | { ok: true; query: ReadListQuery<Filters, SortKey, PerPageOf<P>> }
    | { ok: false; errors: ListQueryErrors } {
    const raw: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(shape)) {
      const inner = defOf(schema).type === 'optional' ? defOf(schema).innerType! : schema;
      if (defOf(inner).type === 'array') {
        const values = queryValues(url, key);
        if (values.length > 0) raw[key] = values.map((text) => fromText(defOf(inner).element!, text));
      } else {
        const text = url.searchParams.get(key);
        if (text !== null && text !== '') raw[key] = fromText(inner, text);
      }
    }
    const errors: ListQueryErrors = {};
    const parsed = z.safeParse(filters, raw);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.');
        const own = (messages as Record<string, string | undefined>)[String(issue.path[0])];
        const missing = issue.path.length === 1 && !(field in raw);
        errors[field] = [
          missing
            ? `The ${field.replace(/_/g, ' ')} field is required.`
            : (own?.replace(':field', field) ?? `The selected ${field.replace(/_/g, ' ')} is invalid.`),
        ];
      }

    const sortText = url.searchParams.get('sort') ?? '';
    const sortId = sortText.replace(/^-/, '');
    if (sortText && !sortKeys.includes(sortId)) errors.sort = ['The selected sort is invalid.'];
    // A list that does not page reads neither; one of a fixed size ignores per_page, as Laravel does.
    const pageText = pagingMode === 'none' ? null : url.searchParams.get('page');
    const page = pageText === null ? 1 : Number(pageText);
    if (!Number.isInteger(page) || page < 1) errors.page = ['The page field must be at least 1.'];
    const perPageText = sized ? url.searchParams.get('per_page') : null;
    const everyRow = pagingMode === 'page-and-size-or-all' && perPageText === 'all';
    const perPage = perPageText === null || everyRow ? defaultPerPage : Number(perPageText);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > maxPerPage)
      errors.per_page = [`The per page field must be between 1 and ${maxPerPage}.`];

    if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
    return {
      ok: true,
      query: {
        filters: parsed.data,
        sort: sortText ? { id: sortId as SortKey, desc: sortText.startsWith('-') } : null,
        page,
        perPage: (everyRow ? 'all' : perPage) as PerPageOf<P>,
      },
    };
  }

  // A sort id from a link (any text) as one of the list's keys; null when it is not one.
  const sortKeyOf = (id: string): SortKey | null => (sortKeys.includes(id) ? (id as SortKey) : null);

  return { sorts, filters, params, read, sortKeyOf, maxPerPage, perPage: defaultPerPage };
}

export type ListQuery = ReturnType<typeof defineListQuery>;
export type FiltersOfQuery<Q extends { filters: z.ZodMiniType }> = z.output<Q['filters']>;
