import {
  availabilityEntryListSchema,
  availabilityEntryResponseSchema,
} from '@/api/availability/availability-entry.schemas';
import { AVAILABILITY_TYPES, AVAILABILITY_VALUES, validateAvailability } from '@/lib/availability';
import { PERMISSIONS, type Permission } from '@/lib/permissions';
import type { AvailabilityEntryRow, MockUser } from '../db/schemas';
import { nextId } from '../db/tenant-db';
import { findUser } from '../db/user-queries';
import type { TenantContext } from '../routing/authorize';
import { readBody } from '../routing/request-body';
import { fieldError, forbidden, found, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';

// Employee list entries: a person's dated availability (SPEC §3, §5). Everyone may read and set their
// own; others need employee::view to read and employee::update to set.

const newestFirst = (a: AvailabilityEntryRow, b: AvailabilityEntryRow) =>
  (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) || b.id - a.id;

const copy = (entry: AvailabilityEntryRow): AvailabilityEntryRow => ({ ...entry, data: { ...entry.data } });

function allow({ user }: TenantContext, person: MockUser, permission: Permission): void {
  if (person.id !== user.id && !user.permissions.includes(permission)) throw forbidden();
}

// GET employee-list-entries?user_id=<id> (proposed): newest date first.
const list = tenantRoute('GET', 'employee-list-entries', (context) => {
  const { db, url } = context;
  const { user_id } = validate(Object.fromEntries(url.searchParams), { user_id: ['required', 'integer'] });
  const person = found(findUser(db, Number(user_id)));
  allow(context, person, PERMISSIONS.employeeView);
  const rows = db.availabilityEntries.findMany((q) => q.where({ user_id: person.id })).sort(newestFirst);
  return respond(availabilityEntryListSchema, { data: rows.map(copy) });
});

// POST employee-list-entries { user_id, type, date, data: { availability } }. The rules of SPEC §5
// answer 422 on `availability`. One entry per person, type and date: a second one replaces it.
const create = tenantRoute('POST', 'employee-list-entries', async (context) => {
  const { db, request } = context;
  const body = await readBody(request);
  const nested =
    typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
  const values = validate(
    { ...body, availability: nested.availability },
    {
      user_id: ['required', 'integer', { exists: (value) => Boolean(findUser(db, Number(value))) }],
      type: ['required', { in: AVAILABILITY_TYPES }],
      date: ['required', 'date'],
      availability: ['required', { in: AVAILABILITY_VALUES }],
    },
  );
  const person = found(findUser(db, Number(values.user_id)));
  allow(context, person, PERMISSIONS.employeeUpdate);
  const date = values.date.slice(0, 10);
  const candidate = { type: values.type, date, availability: values.availability };
  const existing = db.availabilityEntries.findMany((q) => q.where({ user_id: person.id }));
  const refused = validateAvailability(candidate, existing, person.role);
  if (refused) throw fieldError('availability', refused);
  const data = { availability: values.availability };
  const same = existing.find((entry) => entry.type === candidate.type && entry.date === date);
  const saved = same
    ? await db.availabilityEntries.update((q) => q.where({ id: same.id }), {
        data(draft) {
          draft.data = data;
        },
      })
    : await db.availabilityEntries.create({
        id: nextId(db.availabilityEntries),
        user_id: person.id,
        type: candidate.type,
        date,
        data,
      });
  return respond(availabilityEntryResponseSchema, { data: copy(found(saved)) }, same ? 200 : 201);
});

export const availabilityEntryHandlers = [list, create];
