import {
  CAREER_NOTE_MAX,
  careerChangeDeletedSchema,
  careerChangeListSchema,
  careerEntryListSchema,
  careerEntryResponseSchema,
  projectsSinceResponseSchema,
  type CareerEntry,
  type CareerFieldChange,
} from '@/api/career-history/career-history.schemas';
import type { UserProject } from '@/api/user-projects/user-project.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import type { CareerChangeRow, CareerEntryRow, UserProjectRow } from '../db/profile-schemas';
import { mediaOf } from '../db/profile-view';
import { existsIn, nameById } from '../db/rows';
import type { MockUser } from '../db/schemas';
import { nextId, type TenantDb } from '../db/tenant-db';
import { findUser } from '../db/user-queries';
import type { TenantContext } from '../routing/authorize';
import { editableEmployeeById } from '../routing/edit-gate';
import { mayReadProfile } from '../routing/read-gate';
import { readBody } from '../routing/request-body';
import {
  fieldError,
  forbidden,
  found,
  idParam,
  MockHttpError,
  notFound,
  respond,
} from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { numberOrNull, orNull, validate } from '../routing/validate';

// Career history: a person's steps here (position, department, seniority, from – to), a record of every
// edit to a step, and the person's projects since a day. Reading: one's own, or employee::view.
// Changing: the SPEC §4 edit gate on the step's owner.

// The person whose career is read, once the reader may see it (404 before 403, as GET user/{id}); a
// candidate's only with recruitment::view too, else 404 as their profile (issue 30, M3).
function readablePerson({ db, user }: TenantContext, userId: number): MockUser {
  const person = found(findUser(db, userId));
  if (person.id !== user.id && !user.permissions.includes(PERMISSIONS.employeeView)) throw forbidden();
  if (!mayReadProfile(user, person)) throw notFound();
  return person;
}

const findEntry = (db: TenantDb, id: number): CareerEntryRow =>
  found(db.careerHistory.findFirst((q) => q.where({ id })));

const toEntry = (row: CareerEntryRow): CareerEntry => ({ ...row });

const toChange = (row: CareerChangeRow): CareerChangeRow => ({
  ...row,
  changes: row.changes.map((change) => ({ ...change })),
});

// Newest start first; of two steps starting the same day, the later added.
const byStartDesc = (a: CareerEntryRow, b: CareerEntryRow) =>
  b.start_date.localeCompare(a.start_date) || b.id - a.id;

// Ids grow with creation, so the highest id is the newest change (whatever a seeded clock said).
const newestChangeFirst = (a: CareerChangeRow, b: CareerChangeRow) =>
  b.changed_at.localeCompare(a.changed_at) || b.id - a.id;

type StepFields = Omit<CareerEntryRow, 'id' | 'user_id'>;

// Laravel's rules for a step: ids must exist, start_date is required, end_date after_or_equal:start_date,
// note at most 500 characters. Dates are kept as yyyy-MM-dd.
function stepFieldsOf(db: TenantDb, body: Record<string, unknown>): StepFields {
  const values = validate(body, {
    position_id: ['integer', { exists: existsIn(() => db.positions.all()) }],
    department_id: ['integer', { exists: existsIn(() => db.departments.all()) }],
    seniority_id: ['integer', { exists: existsIn(() => db.seniorities.all()) }],
    start_date: ['required', 'date'],
    end_date: ['date'],
    note: [{ max: CAREER_NOTE_MAX }],
  });
  const start = values.start_date.slice(0, 10);
  const end = orNull(values.end_date.slice(0, 10));
  if (end !== null && end < start) {
    throw fieldError('end_date', 'The end date field must be a date after or equal to start date.');
  }
  return {
    position_id: numberOrNull(values.position_id),
    department_id: numberOrNull(values.department_id),
    seniority_id: numberOrNull(values.seniority_id),
    start_date: start,
    end_date: end,
    note: values.note,
  };
}

// What an edit changed, as people read it: names rather than ids, dates as yyyy-MM-dd, null for none.
function changesBetween(db: TenantDb, before: StepFields, after: StepFields): CareerFieldChange[] {
  const named = [
    ['position', 'position_id', db.positions.all()],
    ['department', 'department_id', db.departments.all()],
    ['seniority', 'seniority_id', db.seniorities.all()],
  ] as const;
  const changes: CareerFieldChange[] = [];
  for (const [field, key, rows] of named) {
    if (before[key] !== after[key]) {
      changes.push({ field, from: nameById(rows, before[key]), to: nameById(rows, after[key]) });
    }
  }
  for (const field of ['start_date', 'end_date', 'note'] as const) {
    if (before[field] !== after[field]) {
      changes.push({ field, from: orNull(before[field] ?? ''), to: orNull(after[field] ?? '') });
    }
  }
  return changes;
}

const list = tenantRoute('GET', 'career-history/:id', (context) => {
  const person = readablePerson(context, idParam(context.params.id));
  const rows = context.db.careerHistory.findMany((q) => q.where({ user_id: person.id })).sort(byStartDesc);
  return respond(careerEntryListSchema, { data: rows.map(toEntry) });
});

// POST career-history { user_id, ...step }: the owner is named in the body.
const create = tenantRoute('POST', 'career-history', async (context) => {
  const { db, request } = context;
  const body = await readBody(request);
  const { user_id } = validate(body, { user_id: ['required', 'integer'] });
  const person = editableEmployeeById(context, Number(user_id));
  const fields = stepFieldsOf(db, body);
  const row = await db.careerHistory.create({ id: nextId(db.careerHistory), user_id: person.id, ...fields });
  return respond(careerEntryResponseSchema, { data: toEntry(row) }, 201);
});

// PATCH career-history/{entryId}: the step stays with its owner (a user_id in the body is not a move);
// every edit that changes something is recorded in the step's history.
async function update(context: TenantContext): Promise<Response> {
  const { db, request, params, user } = context;
  const entry = findEntry(db, idParam(params.id));
  editableEmployeeById(context, entry.user_id);
  const fields = stepFieldsOf(db, await readBody(request));
  const changes = changesBetween(db, entry, fields);
  const updated = found(
    await db.careerHistory.update((q) => q.where({ id: entry.id }), {
      data(draft) {
        Object.assign(draft, fields);
      },
    }),
  );
  if (changes.length > 0) {
    await db.careerChanges.create({
      id: nextId(db.careerChanges),
      career_history_id: entry.id,
      changed_at: new Date().toISOString(),
      changed_by: user.name,
      changes,
    });
  }
  return respond(careerEntryResponseSchema, { data: toEntry(updated) });
}

const patch = tenantRoute('PATCH', 'career-history/:id', update);

// Method spoofing: POST career-history/{entryId}?_method=PATCH is the same edit.
const spoofedPatch = tenantRoute('POST', 'career-history/:id', (context) => {
  if (context.url.searchParams.get('_method')?.toUpperCase() !== 'PATCH') {
    throw new MockHttpError(405, {
      message: 'The POST method is not supported for this route. Supported methods: GET, HEAD, PATCH.',
    });
  }
  return update(context);
});

const changes = tenantRoute('GET', 'career-history/history/:id', (context) => {
  const entry = findEntry(context.db, idParam(context.params.id));
  readablePerson(context, entry.user_id);
  const rows = context.db.careerChanges
    .findMany((q) => q.where({ career_history_id: entry.id }))
    .sort(newestChangeFirst);
  return respond(careerChangeListSchema, { data: rows.map(toChange) });
});

// Removes one recorded change; the step itself stays as it is.
const removeChange = tenantRoute('DELETE', 'career-history/history/:id', async (context) => {
  const { db, params } = context;
  const change = found(db.careerChanges.findFirst((q) => q.where({ id: idParam(params.id) })));
  editableEmployeeById(context, findEntry(db, change.career_history_id).user_id);
  await db.careerChanges.delete((q) => q.where({ id: change.id }));
  return respond(careerChangeDeletedSchema, { message: 'The change has been deleted.' });
});

const toProject = ({ user_id: _owner, media_ids, ...row }: UserProjectRow, db: TenantDb): UserProject => ({
  ...row,
  skill_ids: [...row.skill_ids],
  media: mediaOf(db, media_ids),
});

// GET projects-after-certain-date/{userId}?date=yyyy-MM-dd: the projects the person worked on from that
// day on: those that started on or after it, and those that started earlier but were still running
// then (no end, or an end on or after the day). Newest start first.
const projectsSince = tenantRoute('GET', 'projects-after-certain-date/:id', (context) => {
  const { db, url } = context;
  const person = readablePerson(context, idParam(context.params.id));
  const { date } = validate(Object.fromEntries(url.searchParams), { date: ['required', 'date'] });
  const day = date.slice(0, 10);
  const rows = db.userProjects
    .findMany((q) => q.where({ user_id: person.id }))
    .filter((row) => row.start_date >= day || row.end_date === null || row.end_date >= day)
    .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id);
  return respond(projectsSinceResponseSchema, { data: rows.map((row) => toProject(row, db)) });
});

export const careerHistoryHandlers = [
  list,
  create,
  patch,
  spoofedPatch,
  changes,
  removeChange,
  projectsSince,
];
