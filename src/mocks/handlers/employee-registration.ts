import {
  REGISTRATION_EXPIRED_MESSAGE,
  REGISTRATION_NOT_FOUND_MESSAGE,
  REGISTRATION_USED_MESSAGE,
  registrationResponseSchema,
  registrationSubmittedSchema,
  registrationThrottledMessage,
} from '@/api/employee-registration/employee-registration.schemas';
import { isCandidateStage } from '@/lib/recruitment-stages';
import { MOCK_ORGANIZATIONS } from '../db/organizations';
import { findRegistration } from '../db/registration-links';
import type { RegistrationRow } from '../db/schemas';
import { nextId, type TenantDb } from '../db/tenant-db';
import { findUserByEmail, newUserRecord } from '../db/user-queries';
import { clientOf, failureLimiter, tooManyAttempts } from '../routing/rate-limit';
import { readBody } from '../routing/request-body';
import { MockHttpError, respond } from '../routing/responses';
import { centralRoute } from '../routing/route';
import { validate } from '../routing/validate';
import { PERSONAL_RULES, personalOf } from './user-create';

// Central (pre-login) registration links (issue 30, H2): the path carries the link's random token,
// found by its hash. No such link (a revoked one included): 404; used or expired: 410, each with a
// message the screen shows as it is. GET and POST share one allowance of links that do not exist per
// client (REGISTRATION_LOOKUP_LIMIT per REGISTRATION_LOOKUP_WINDOW_MS): past it, 429 with Retry-After.

const PASSWORD_MIN_LENGTH = 8;

const REGISTRATION_LOOKUP_LIMIT = 10;
const REGISTRATION_LOOKUP_WINDOW_MS = 10 * 60_000;
const lookups = failureLimiter({ limit: REGISTRATION_LOOKUP_LIMIT, windowMs: REGISTRATION_LOOKUP_WINDOW_MS });

type Registration = { db: TenantDb; row: RegistrationRow };

// The link the request names, or the answer refusing it.
async function registrationOf(request: Request, token: string | undefined): Promise<Registration | Response> {
  const client = clientOf(request);
  const wait = lookups.retryAfterSeconds(client);
  if (wait !== null) return tooManyAttempts(registrationThrottledMessage(Math.ceil(wait / 60)), wait);
  const found = await findRegistration(token ?? '');
  if (!found || found.row.revoked_at !== null) {
    lookups.recordFailure(client);
    throw new MockHttpError(404, { message: REGISTRATION_NOT_FOUND_MESSAGE });
  }
  if (found.row.used_at !== null) throw new MockHttpError(410, { message: REGISTRATION_USED_MESSAGE });
  if (Date.parse(found.row.expires_at) <= Date.now()) {
    throw new MockHttpError(410, { message: REGISTRATION_EXPIRED_MESSAGE });
  }
  return found;
}

const show = centralRoute('GET', 'central/employee-registration/:token', async ({ params, request }) => {
  const found = await registrationOf(request, params.token);
  if (found instanceof Response) return found;
  const { db, row } = found;
  const organization = MOCK_ORGANIZATIONS.find((o) => o.tenant === db.tenant)?.name ?? db.tenant;
  return respond(registrationResponseSchema, {
    data: {
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
const submit = centralRoute('POST', 'central/employee-registration/:token', async ({ params, request }) => {
  const found = await registrationOf(request, params.token);
  if (found instanceof Response) return found;
  const { db, row } = found;
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
  await db.registrations.update((q) => q.where({ id: row.id }), {
    data(draft) {
      draft.used_at = new Date().toISOString();
      draft.user_id = userId;
    },
  });
  // A candidate's link (recruitment): their registration is now complete.
  await db.candidates.update((q) => q.where({ user_id: userId, registration: { link_id: row.id } }), {
    data(draft) {
      draft.registration.status = 'completed';
    },
  });
  return respond(registrationSubmittedSchema, {
    message: candidate ? CANDIDATE_REGISTERED_MESSAGE : 'Your registration is complete. You can now log in.',
  });
});

export const employeeRegistrationHandlers = [show, submit];
