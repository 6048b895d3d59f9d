import {
  REGISTRATION_NOT_FOUND_MESSAGE,
  REGISTRATION_USED_MESSAGE,
  registrationResponseSchema,
  registrationSubmittedSchema,
} from '@/api/employee-registration/employee-registration.schemas';
import { isCandidateStage } from '@/lib/recruitment-stages';
import { getTenantDb } from '../db/mock-db';
import { isMockTenant, MOCK_ORGANIZATIONS } from '../db/organizations';
import { tenantOfRegistration } from '../db/registrations';
import type { RegistrationRow } from '../db/schemas';
import { nextId, type TenantDb } from '../db/tenant-db';
import { findUserByEmail, newUserRecord } from '../db/user-queries';
import { readBody } from '../routing/request-body';
import { MockHttpError, respond } from '../routing/responses';
import { centralRoute } from '../routing/route';
import { validate } from '../routing/validate';
import { PERSONAL_RULES, personalOf } from './user-create';

// Central (pre-login) registration links: REG-<TENANT>-<n>. The number names its tenant; an unknown
// number is a 404, a used one a 410, each with a message the screen shows as it is.

const PASSWORD_MIN_LENGTH = 8;

async function registrationOf(
  rawNumber: string | undefined,
): Promise<{ db: TenantDb; row: RegistrationRow }> {
  const number = (rawNumber ?? '').toUpperCase();
  const tenant = tenantOfRegistration(number);
  const notFound = new MockHttpError(404, { message: REGISTRATION_NOT_FOUND_MESSAGE });
  if (!tenant || !isMockTenant(tenant)) throw notFound;
  const db = await getTenantDb(tenant);
  const row = db.registrations.findFirst((q) => q.where({ number }));
  if (!row) throw notFound;
  if (row.used_at !== null) throw new MockHttpError(410, { message: REGISTRATION_USED_MESSAGE });
  return { db, row };
}

const show = centralRoute('GET', 'central/employee-registration/:number', async ({ params }) => {
  const { db, row } = await registrationOf(params.number);
  const organization = MOCK_ORGANIZATIONS.find((o) => o.tenant === db.tenant)?.name ?? db.tenant;
  return respond(registrationResponseSchema, {
    data: {
      number: row.number,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      organization,
    },
  });
});

export const CANDIDATE_REGISTERED_MESSAGE =
  'Thank you: your details are saved. You can log in once you join the company.';

// The personal fields and a password. The person is created (or completed, when the e-mail is
// already someone's) as an employee who can now sign in; the link is used up.
const submit = centralRoute('POST', 'central/employee-registration/:number', async ({ params, request }) => {
  const { db, row } = await registrationOf(params.number);
  const values = validate(await readBody(request), {
    ...PERSONAL_RULES,
    password: ['required', 'confirmed', { min: PASSWORD_MIN_LENGTH }],
  });
  const personal = personalOf(values);
  const existing = findUserByEmail(db, row.email);
  // A candidate's details are completed, but they sign in only once hired.
  const candidate = existing !== undefined && isCandidateStage(existing.stage);
  let userId: number;
  if (existing) {
    userId = existing.id;
    await db.users.update((q) => q.where({ id: existing.id }), {
      data(draft) {
        draft.password = values.password;
        draft.personal = personal;
        if (!candidate) draft.active = true;
      },
    });
  } else {
    userId = nextId(db.users);
    await db.users.create(
      newUserRecord({
        id: userId,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        password: values.password,
        role: 'employee',
        personal,
      }),
    );
  }
  await db.registrations.update((q) => q.where({ number: row.number }), {
    data(draft) {
      draft.used_at = new Date().toISOString();
      draft.user_id = userId;
    },
  });
  // A candidate's link (recruitment): their registration is now complete.
  await db.candidates.update((q) => q.where({ user_id: userId, registration: { number: row.number } }), {
    data(draft) {
      draft.registration.status = 'completed';
    },
  });
  return respond(registrationSubmittedSchema, {
    message: candidate ? CANDIDATE_REGISTERED_MESSAGE : 'Your registration is complete. You can now log in.',
  });
});

export const employeeRegistrationHandlers = [show, submit];
