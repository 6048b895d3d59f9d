import {
  EXPERIENCE_DESCRIPTION_MAX,
  EXPERIENCE_TEXT_MAX,
  experienceListResponseSchema,
} from '@/api/experiences/experience.schemas';
import type { ExperienceRow } from '../db/profile-schemas';
import { toUserProfile } from '../db/profile-view';
import { existsIn } from '../db/rows';
import type { MockUser } from '../db/schemas';
import { nextId, type TenantDb } from '../db/tenant-db';
import type { TenantContext } from '../routing/authorize';
import { editableEmployee } from '../routing/edit-gate';
import { periodOf } from '../routing/period';
import { queryIds } from '../routing/ids';
import { readBody } from '../routing/request-body';
import { found, notFound, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { numberOrNull, validate } from '../routing/validate';

// A person's work before this company. The path {id} is the person (through the SPEC §4 edit gate);
// the experiences changed are named in the body (experience_id) or the query (experience_ids[]). Every
// change answers with the person's experiences after it, as the profile lists them.

type ExperienceFields = Omit<ExperienceRow, 'id' | 'user_id'>;

// Laravel's rules: company and position required max:255, industry_id nullable exists:industries,
// start_date required date, end_date nullable date after_or_equal:start_date, description nullable
// max:2000. A day more than 150 years away is not a valid date (SPEC §5).
function fieldsOf(db: TenantDb, body: Record<string, unknown>): ExperienceFields {
  const values = validate(body, {
    company: ['required', { max: EXPERIENCE_TEXT_MAX }],
    position: ['required', { max: EXPERIENCE_TEXT_MAX }],
    industry_id: ['integer', { exists: existsIn(() => db.industries.all()) }],
    start_date: ['required', 'date'],
    end_date: ['date'],
    description: [{ max: EXPERIENCE_DESCRIPTION_MAX }],
  });
  return {
    company: values.company,
    position: values.position,
    industry_id: numberOrNull(values.industry_id),
    ...periodOf(values),
    description: values.description,
  };
}

const experiencesOf = (db: TenantDb, person: MockUser, status = 200) =>
  respond(experienceListResponseSchema, { data: toUserProfile(db, person).experiences }, status);

async function create({ db, request }: TenantContext, person: MockUser): Promise<Response> {
  const fields = fieldsOf(db, await readBody(request));
  await db.experiences.create({ id: nextId(db.experiences), user_id: person.id, ...fields });
  return experiencesOf(db, person, 201);
}

// experience_id names the row; another person's is as unknown as none.
async function update({ db, request }: TenantContext, person: MockUser): Promise<Response> {
  const body = await readBody(request);
  const { experience_id } = validate(body, { experience_id: ['required', 'integer'] });
  const entry = found(
    db.experiences.findFirst((q) => q.where({ id: Number(experience_id), user_id: person.id })),
  );
  const fields = fieldsOf(db, body);
  await db.experiences.update((q) => q.where({ id: entry.id }), {
    data(draft) {
      Object.assign(draft, fields);
    },
  });
  return experiencesOf(db, person);
}

// POST experiences/{userId} adds; with ?_method=PATCH (Laravel's method spoofing) it edits.
const save = tenantRoute('POST', 'experiences/:id', (context) => {
  const person = editableEmployee(context);
  const spoofed = context.url.searchParams.get('_method')?.toUpperCase();
  return spoofed === 'PATCH' ? update(context, person) : create(context, person);
});

// DELETE experiences/{userId}?experience_ids[]=3&experience_ids[]=4: all of them, or (when one is not
// this person's) none.
const remove = tenantRoute('DELETE', 'experiences/:id', async (context) => {
  const person = editableEmployee(context);
  const { db, url } = context;
  const ids = queryIds(url, 'experience_ids');
  const wanted = new Set(ids);
  const rows = db.experiences.findMany((q) => q.where({ user_id: person.id, id: (id) => wanted.has(id) }));
  if (rows.length !== ids.length) throw notFound();
  await db.experiences.deleteMany((q) => q.where({ user_id: person.id, id: (id) => wanted.has(id) }));
  return experiencesOf(db, person);
});

export const experienceHandlers = [save, remove];
