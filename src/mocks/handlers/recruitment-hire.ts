import { hireResultSchema, registrationLinkSchema } from '@/api/recruitment/candidate.schemas';
import { AVAILABILITY_TYPES, AVAILABILITY_VALUES, validateAvailability } from '@/lib/availability';
import { ROLE_PERMISSIONS } from '@/lib/demo-accounts';
import { PERMISSIONS } from '@/lib/permissions';
import { NOT_HIREABLE_MESSAGE, isHireable } from '@/lib/recruitment-stages';
import { addDays } from 'date-fns';
import { changeCandidate } from '../db/candidate-changes';
import { registrationNumber } from '../db/registrations';
import { existsIn } from '../db/rows';
import { nextId } from '../db/tenant-db';
import { readBody } from '../routing/request-body';
import { fieldError, forbidden, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';
import { candidateOf, recruitmentOptions } from './recruitment-candidates';

// Hiring and the registration link (planning.md §3.5, proposed). Hiring turns the same user into an
// employee (stage '', placed, with a first availability entry): they join the directory, traffic and
// time off; the candidate row stays as history. It needs employee::create or employee::update.

const REGISTRATION_DAYS = 14;
const NOT_ACTIVE_MESSAGE = 'A rejected candidate cannot get a registration link: restore them first.';

const nested = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

// POST recruitment/candidates/{id}/hire { start_date, position_id, department_id, employment_type_id,
// availability: { type, availability } }.
const hire = tenantRoute(
  'POST',
  'recruitment/candidates/:id/hire',
  async (context) => {
    const { db, params, request, user } = context;
    const granted = user.permissions;
    if (!granted.includes(PERMISSIONS.employeeCreate) && !granted.includes(PERMISSIONS.employeeUpdate))
      throw forbidden('Hiring needs the employee::create permission.');
    const { user: person, row } = candidateOf(db, params.id);
    if (row.status !== 'active' || !isHireable(row.stage)) throw fieldError('stage', NOT_HIREABLE_MESSAGE);
    const body = await readBody(request);
    const values = validate(
      {
        ...body,
        'availability.type': nested(body.availability, 'type'),
        'availability.availability': nested(body.availability, 'availability'),
      },
      {
        start_date: ['required', 'date'],
        position_id: ['required', { exists: existsIn(() => db.positions.all()) }],
        department_id: ['required', { exists: existsIn(() => db.departments.all()) }],
        employment_type_id: ['required', { exists: existsIn(() => db.employmentTypes.all()) }],
        'availability.type': ['required', { in: AVAILABILITY_TYPES }],
        'availability.availability': ['required', { in: AVAILABILITY_VALUES }],
      },
    );
    const startDate = values.start_date.slice(0, 10);
    const entry = {
      type: values['availability.type'],
      date: startDate,
      availability: values['availability.availability'],
    };
    const existing = db.availabilityEntries.findMany((q) => q.where({ user_id: person.id }));
    const refused = validateAvailability(entry, existing, person.role);
    if (refused) throw validationFailed({ 'availability.availability': [refused] });
    const position = db.positions.findFirst((q) => q.where({ id: Number(values.position_id) }));
    await changeCandidate(
      db,
      person.id,
      (draft) => {
        draft.status = 'hired';
      },
      { from: row.stage, to: null, action: 'hired', by: user.id, note: null },
      (draft) => {
        draft.start_date = startDate;
        draft.position_id = Number(values.position_id);
        draft.title = position?.name ?? draft.title;
        draft.department_id = Number(values.department_id);
        draft.employment_type_id = Number(values.employment_type_id);
        draft.active = true;
        draft.archived = false;
        if (draft.permissions.length === 0) draft.permissions = [...ROLE_PERMISSIONS[draft.role]];
      },
    );
    await db.availabilityEntries.create({
      id: nextId(db.availabilityEntries),
      user_id: person.id,
      type: entry.type,
      date: startDate,
      data: { availability: entry.availability },
    });
    return respond(hireResultSchema, { data: { user: { id: person.id, name: person.name } } }, 201);
  },
  recruitmentOptions,
);

// POST recruitment/candidates/{id}/registration-link: a new employee-registration number (the central
// registration form accepts it), the candidate's registration 'sent'.
const registrationLink = tenantRoute(
  'POST',
  'recruitment/candidates/:id/registration-link',
  async ({ db, params, request, user }) => {
    const { user: person, row } = candidateOf(db, params.id);
    if (row.status !== 'active') throw fieldError('id', NOT_ACTIVE_MESSAGE);
    const taken = new Set(db.registrations.all().map((registration) => registration.number));
    let index = db.registrations.count() + 1;
    while (taken.has(registrationNumber(db.tenant, index))) index += 1;
    const number = registrationNumber(db.tenant, index);
    await db.registrations.create({
      number,
      email: person.email,
      first_name: person.first_name,
      last_name: person.last_name,
      user_id: person.id,
      used_at: null,
    });
    const now = new Date();
    await changeCandidate(
      db,
      person.id,
      (draft) => {
        draft.registration = { status: 'sent', sent_at: now.toISOString(), number };
      },
      { from: null, to: null, action: 'link_sent', by: user.id, note: null },
    );
    const origin = request.headers.get('origin') ?? '';
    return respond(
      registrationLinkSchema,
      {
        data: {
          number,
          url: `${origin}/employee-registration/${number}`,
          expires_at: addDays(now, REGISTRATION_DAYS).toISOString(),
        },
      },
      201,
    );
  },
  recruitmentOptions,
);

export const recruitmentHireHandlers = [hire, registrationLink];
