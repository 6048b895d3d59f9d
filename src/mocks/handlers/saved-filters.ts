import {
  DEFAULT_SAVED_FILTER_LIST,
  SAVED_FILTER_LISTS,
  savedFilterDeletedSchema,
  savedFilterPageSchema,
  savedFilterResponseSchema,
  type SavedFilter,
  type SavedFilterList,
} from '@/api/saved-filters/saved-filter.schemas';
import { savedFilterListQuery } from '@/api/saved-filters/saved-filter-list.query';
import { PERMISSIONS, type Permission } from '@/lib/permissions';
import type { MockUser, SavedFilterRow } from '../db/schemas';
import { nextId } from '../db/tenant-db';
import { paginate } from '../routing/paginate';
import { readBody } from '../routing/request-body';
import { fieldError, forbidden, found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';

// The acting user's own saved filters of a list (the employees list's unless `list` says another);
// another user's are as unknown as missing. Each list needs the permission that shows it.

// null: a list everyone signed in has (their own time off).
const LIST_PERMISSIONS: Record<SavedFilterList, Permission | null> = {
  employees: PERMISSIONS.employeeView,
  projects: PERMISSIONS.projectView,
  invoices: PERMISSIONS.invoiceView,
  'time-offs': null,
  traffic: PERMISSIONS.trafficView,
  recruitment: PERMISSIONS.recruitmentView,
  'recruitment-rejected': PERMISSIONS.recruitmentView,
};

const isSavedFilterList = (value: unknown): value is SavedFilterList =>
  typeof value === 'string' && (SAVED_FILTER_LISTS as readonly string[]).includes(value);

// A list the acting user must be allowed to see.
function allowed(list: SavedFilterList, user: MockUser): SavedFilterList {
  const needed = LIST_PERMISSIONS[list];
  if (needed !== null && !user.permissions.includes(needed)) throw forbidden();
  return list;
}

// The list a body names (the employees list when none).
function listOf(raw: unknown, user: MockUser): SavedFilterList {
  const list = raw === undefined || raw === null || raw === '' ? DEFAULT_SAVED_FILTER_LIST : raw;
  if (!isSavedFilterList(list)) throw fieldError('list', 'The selected list is invalid.');
  return allowed(list, user);
}

const rowList = (row: SavedFilterRow): string => row.list ?? DEFAULT_SAVED_FILTER_LIST;

const toSavedFilter = ({ user_id: _owner, list: _list, ...filter }: SavedFilterRow): SavedFilter => ({
  ...filter,
  filters: { ...filter.filters },
});

// Ids grow with creation, so the highest id is the newest (whatever the clock of the seed said).
const newestFirst = (a: SavedFilterRow, b: SavedFilterRow) => b.id - a.id;

const MAX_FILTER_KEYS = 50;

// filters: an object of text values (numbers are taken as text), as the list's query string is.
function filtersOf(raw: unknown): Record<string, string> {
  if (raw === undefined || raw === null) throw fieldError('filters', 'The filters field is required.');
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw fieldError('filters', 'The filters field must be an array.');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > MAX_FILTER_KEYS) {
    throw fieldError('filters', `The filters field must not have more than ${MAX_FILTER_KEYS} items.`);
  }
  const errors: Record<string, string[]> = {};
  const filters: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
      filters[key] = String(value);
    else errors[`filters.${key}`] = [`The filters.${key} field must be a string.`];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return filters;
}

const list = tenantRoute('GET', 'saved-filters', ({ db, user, url }) => {
  const read = savedFilterListQuery.read(url);
  if (!read.ok) throw validationFailed(read.errors);
  const list = allowed(read.query.filters.list ?? DEFAULT_SAVED_FILTER_LIST, user);
  const rows = db.savedFilters
    .findMany((q) => q.where({ user_id: user.id }))
    .filter((row) => rowList(row) === list)
    .sort(newestFirst);
  const page = paginate(rows, url, read.query.perPage);
  // The bare paginator (no data wrapper): the shape this call has always had.
  return respond(savedFilterPageSchema, { ...page, data: page.data.map(toSavedFilter) });
});

// Names are unique per user, compared without case.
const create = tenantRoute('POST', 'saved-filters', async ({ db, user, request }) => {
  const body = await readBody(request);
  const list = listOf(body.list, user);
  const { name } = validate(body, { name: ['required', { max: 255 }] });
  const taken = db.savedFilters
    .findMany((q) =>
      q.where({ user_id: user.id, name: (existing) => existing.toLowerCase() === name.toLowerCase() }),
    )
    .some((row) => rowList(row) === list);
  if (taken) throw fieldError('name', 'The name has already been taken.');
  const row = await db.savedFilters.create({
    id: nextId(db.savedFilters),
    user_id: user.id,
    name,
    filters: filtersOf(body.filters),
    created_at: new Date().toISOString(),
    ...(list === DEFAULT_SAVED_FILTER_LIST ? {} : { list }),
  });
  return respond(savedFilterResponseSchema, { data: toSavedFilter(row) }, 201);
});

const remove = tenantRoute('DELETE', 'saved-filters/:id', ({ db, user, params }) => {
  found(db.savedFilters.delete((q) => q.where({ id: idParam(params.id), user_id: user.id })));
  return respond(savedFilterDeletedSchema, { message: 'The saved filter has been deleted.' });
});

export const savedFilterHandlers = [list, create, remove];
