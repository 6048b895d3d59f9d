import {
  SAVED_FILTERS_PER_PAGE,
  savedFilterDeletedSchema,
  savedFilterPageSchema,
  savedFilterResponseSchema,
  type SavedFilter,
} from '@/api/saved-filters/saved-filter.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import type { SavedFilterRow } from '../db/schemas';
import { nextId } from '../db/tenant-db';
import { paginate } from '../routing/paginate';
import { readBody } from '../routing/request-body';
import { fieldError, found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';

// The acting user's own saved filters of the employees list; another user's are as unknown as missing.

const toSavedFilter = ({ user_id: _owner, ...filter }: SavedFilterRow): SavedFilter => ({
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

const list = tenantRoute(
  'GET',
  'saved-filters',
  ({ db, user, url }) => {
    const rows = db.savedFilters.findMany((q) => q.where({ user_id: user.id })).sort(newestFirst);
    const page = paginate(rows, url, SAVED_FILTERS_PER_PAGE);
    // The bare paginator (no data wrapper): the shape this call has always had.
    return respond(savedFilterPageSchema, { ...page, data: page.data.map(toSavedFilter) });
  },
  { permission: PERMISSIONS.employeeView },
);

// Names are unique per user, compared without case.
const create = tenantRoute(
  'POST',
  'saved-filters',
  async ({ db, user, request }) => {
    const body = await readBody(request);
    const { name } = validate(body, { name: ['required', { max: 255 }] });
    const taken = db.savedFilters.findFirst((q) =>
      q.where({ user_id: user.id, name: (existing) => existing.toLowerCase() === name.toLowerCase() }),
    );
    if (taken) throw fieldError('name', 'The name has already been taken.');
    const row = await db.savedFilters.create({
      id: nextId(db.savedFilters),
      user_id: user.id,
      name,
      filters: filtersOf(body.filters),
      created_at: new Date().toISOString(),
    });
    return respond(savedFilterResponseSchema, { data: toSavedFilter(row) }, 201);
  },
  { permission: PERMISSIONS.employeeView },
);

const remove = tenantRoute(
  'DELETE',
  'saved-filters/:id',
  ({ db, user, params }) => {
    found(db.savedFilters.delete((q) => q.where({ id: idParam(params.id), user_id: user.id })));
    return respond(savedFilterDeletedSchema, { message: 'The saved filter has been deleted.' });
  },
  { permission: PERMISSIONS.employeeView },
);

export const savedFilterHandlers = [list, create, remove];
