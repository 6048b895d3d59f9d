import { hireResultSchema, registrationLinkSchema } from '@/api/recruitment/candidate.schemas';
import { AVAILABILITY_TYPES, AVAILABILITY_VALUES, validateAvailability } from '@/lib/availability';
import { ROLE_PERMISSIONS } from '@/lib/demo-accounts';
import { PERMISSIONS } from '@/lib/permissions';
import { NOT_HIREABLE_MESSAGE, isHireable } from '@/lib/recruitment-stages';
import { changeCandidate } from '../db/candidate-changes';
import { issueRegistrationLink } from '../db/registration-links';
import { existsIn } from '../db/rows';
import { nextId } from '../db/tenant-db';
import { sendRegistrationMail } from '../mail-outbox';
import { mockAppOrigin } from '../settings';
import { readBody } from '../routing/request-body';
import { fieldError, forbidden, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';
import { candidateOf, recruitmentOptions } from './recruitment-candidates';

// Hiring and the registration link (planning.md §3.5, proposed). Hiring turns the same user into an
// employee (stage '', placed, with a first availability entry): they join the directory, traffic and
// time off; the candidate row stays as history. It needs employee::create or employee::update.

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

// POST recruitment/candidates/{id}/registration-link (issue 30, H2): a new link with a random token,
// e-mailed to the candidate (the mock's outbox) and built on the configured app origin, never on the
// request's headers; their earlier unused link stops working. The answer says what was sent, not the
// link. The candidate's registration becomes 'sent'.
const registrationLink = tenantRoute(
  'POST',
  'recruitment/candidates/:id/registration-link',
  async ({ db, params, user }) => {
    const { user: person, row } = candidateOf(db, params.id);
    if (row.status !== 'active') throw fieldError('id', NOT_ACTIVE_MESSAGE);
    const now = new Date();
    const { token, row: link } = await issueRegistrationLink(
      db,
      { email: person.email, first_name: person.first_name, last_name: person.last_name, user_id: person.id },
      now,
    );
    const sent_at = now.toISOString();
    sendRegistrationMail({
      tenant: db.tenant,
      to: person.email,
      name: person.name,
      link: `${mockAppOrigin()}/employee-registration/${token}`,
      sent_at,
      expires_at: link.expires_at,
    });
    await changeCandidate(
      db,
      person.id,
      (draft) => {
        draft.registration = { status: 'sent', sent_at, expires_at: link.expires_at, link_id: link.id };
      },
      { from: null, to: null, action: 'link_sent', by: user.id, note: null },
    );
    return respond(
      registrationLinkSchema,
      { data: { email: person.email, sent_at, expires_at: link.expires_at } },
      201,
    );
  },
  recruitmentOptions,
);

export const recruitmentHireHandlers = [hire, registrationLink];
