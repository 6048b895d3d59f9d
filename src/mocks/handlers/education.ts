import { EDUCATION_TEXT_MAX, educationListResponseSchema } from '@/api/education/education.schemas';
import { DEGREES } from '@/lib/constants';
import type { EducationRow } from '../db/profile-schemas';
import { toUserProfile } from '../db/profile-view';
import type { MockUser } from '../db/schemas';
import { nextId, type TenantDb } from '../db/tenant-db';
import { editableEmployee } from '../routing/edit-gate';
import { periodOf } from '../routing/period';
import { readBody } from '../routing/request-body';
import { found, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';

// A person's education. The path {id} is the person (through the SPEC §4 edit gate); the entry changed
// is named in the body. Every change answers with the person's education after it, as the profile
// lists it.

type EducationFields = Omit<EducationRow, 'id' | 'user_id'>;

// Laravel's rules: institution required max:255, degree in Bachelor/Masters/Phd, field_of_study
// nullable max:255, start_date required date, end_date nullable date after_or_equal:start_date. A day
// more than 150 years away is not a valid date (SPEC §5).
function fieldsOf(body: Record<string, unknown>): EducationFields {
  const values = validate(body, {
    institution: ['required', { max: EDUCATION_TEXT_MAX }],
    degree: ['required', { in: DEGREES }],
    field_of_study: [{ max: EDUCATION_TEXT_MAX }],
    start_date: ['required', 'date'],
    end_date: ['date'],
  });
  return {
    institution: values.institution,
    degree: values.degree as EducationRow['degree'],
    field_of_study: values.field_of_study,
    ...periodOf(values),
  };
}

// The entry named by education_id, when it is this person's (another person's is as unknown as none).
function ownEntry(db: TenantDb, person: MockUser, body: Record<string, unknown>): EducationRow {
  const { education_id } = validate(body, { education_id: ['required', 'integer'] });
  return found(db.education.findFirst((q) => q.where({ id: Number(education_id), user_id: person.id })));
}

const educationOf = (db: TenantDb, person: MockUser, status = 200) =>
  respond(educationListResponseSchema, { data: toUserProfile(db, person).education }, status);

const create = tenantRoute('POST', 'user-education/:id', async (context) => {
  const person = editableEmployee(context);
  const { db, request } = context;
  const fields = fieldsOf(await readBody(request));
  await db.education.create({ id: nextId(db.education), user_id: person.id, ...fields });
  return educationOf(db, person, 201);
});

const update = tenantRoute('POST', 'user-education-update/:id', async (context) => {
  const person = editableEmployee(context);
  const { db, request } = context;
  const body = await readBody(request);
  const entry = ownEntry(db, person, body);
  const fields = fieldsOf(body);
  await db.education.update((q) => q.where({ id: entry.id }), {
    data(draft) {
      Object.assign(draft, fields);
    },
  });
  return educationOf(db, person);
});

const remove = tenantRoute('DELETE', 'user-education/:id', async (context) => {
  const person = editableEmployee(context);
  const { db, request } = context;
  const entry = ownEntry(db, person, await readBody(request));
  await db.education.delete((q) => q.where({ id: entry.id }));
  return educationOf(db, person);
});

export const educationHandlers = [create, update, remove];
