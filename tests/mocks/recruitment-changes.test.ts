import type { Candidate, StageEvent } from '@/api/recruitment/candidate.schemas';
import type { BulkResult } from '@/api/common.schemas';
import type { Employee } from '@/api/users/user-list.schemas';
import { EMPLOYEE_ON_DEMAND_MESSAGE } from '@/lib/availability';
import {
  NOT_HIREABLE_MESSAGE,
  PROFILE_LOCKED_MESSAGE,
  REJECTION_REASON_REQUIRED,
} from '@/lib/recruitment-stages';
import { getTenantDb } from '@/mocks/db';
import { lastRegistrationLink } from '@/mocks/mail-outbox';
import { allowInvalidRequests } from '../support/contract-check';
import { call, centralUrl, getAs, login, revoke, sendAs, setupMockApi } from '../support/mock-api';
import { pdfFile, postMultipart, type Part } from './multipart-body';

setupMockApi();

async function firstAt(stage: string, status: 'active' | 'rejected' = 'active'): Promise<number> {
  const db = await getTenantDb('acme');
  const row = db.candidates
    .all()
    .filter(
      (candidate) => candidate.status === status && (status === 'rejected' || candidate.stage === stage),
    )
    .sort((a, b) => a.user_id - b.user_id)[0];
  if (!row) throw new Error(`the seed has a candidate at ${stage}`);
  return row.user_id;
}

const formOf = (values: Record<string, string>): Part[] => Object.entries(values);

const NEW_CANDIDATE = {
  first_name: 'Tamar',
  last_name: 'Abashidze',
  email: 'tamar.abashidze@example.com',
  phone: '+995 555 12 34 56',
  linkedin: '',
  position_id: '1',
  seniority_id: '',
  source: 'Referral',
  owner_id: '1',
  expected_salary: '2500.50',
  currency: 'GEL',
  available_from: '2025-06-01',
};

async function candidate(id: number, token: string): Promise<Candidate> {
  return ((await getAs('acme', `recruitment/candidates/${id}`, token)).body as { data: Candidate }).data;
}

describe('recruitment: adding and editing candidates', () => {
  it('creates a candidate at New (201) with the CV stored and the salary in cents', async () => {
    const token = await login('admin@acme.test');
    const answer = await postMultipart('acme', 'recruitment/candidates', token, [
      ...formOf(NEW_CANDIDATE),
      ['cv', pdfFile('tamar-cv.pdf')],
    ]);
    expect(answer.status).toBe(201);
    const created = (answer.body as { data: Candidate }).data;
    expect(created).toMatchObject({
      stage: 'new',
      status: 'active',
      expected_salary: 2500.5,
      currency: 'GEL',
      source: 'Referral',
      owner: { id: 1 },
      cv: { cv_name: 'tamar-cv.pdf' },
    });
    const db = await getTenantDb('acme');
    expect(db.candidates.findFirst((q) => q.where({ user_id: created.id }))?.expected_salary_cents).toBe(
      250050,
    );
    expect(db.media.findFirst((q) => q.where({ id: created.cv?.id ?? 0 }))?.file_name).toBe('tamar-cv.pdf');
  });

  it('a taken e-mail (any case) is 422 at email with Laravel’s message; a salary needs its currency', async () => {
    const token = await login('admin@acme.test');
    const answer = await postMultipart('acme', 'recruitment/candidates', token, [
      ...formOf({ ...NEW_CANDIDATE, email: 'SALE@acme.test', currency: '' }),
    ]);
    expect(answer).toMatchObject({
      status: 422,
      body: {
        errors: {
          email: ['The email has already been taken.'],
          currency: ['The currency field is required when expected salary is present.'],
        },
      },
    });
  });

  it('adding needs employee::create (or update) besides recruitment::view', async () => {
    await revoke('acme', 'admin@acme.test', 'employee::create');
    await revoke('acme', 'admin@acme.test', 'employee::update');
    const token = await login('admin@acme.test');
    const answer = await postMultipart('acme', 'recruitment/candidates', token, formOf(NEW_CANDIDATE));
    expect(answer.status).toBe(403);
  });

  it('the profile fields are locked before Pre-offer (403 with the reason); recruitment fields are not', async () => {
    const token = await login('admin@acme.test');
    const id = await firstAt('screening');
    const before = await candidate(id, token);
    const same = {
      first_name: before.first_name,
      last_name: before.last_name,
      email: before.email,
      phone: '+995 599 00 00 00',
      linkedin: '',
      position_id: String(before.position?.id ?? ''),
      seniority_id: String(before.seniority?.id ?? ''),
      source: 'Event',
      owner_id: '',
      expected_salary: '',
      currency: '',
      available_from: '',
    };
    const recruitmentOnly = await postMultipart(
      'acme',
      `recruitment/candidates/${id}?_method=PATCH`,
      token,
      formOf(same),
    );
    expect(recruitmentOnly.status).toBe(200);
    expect((recruitmentOnly.body as { data: Candidate }).data).toMatchObject({
      phone: '+995 599 00 00 00',
      source: 'Event',
    });

    const renamed = await postMultipart(
      'acme',
      `recruitment/candidates/${id}?_method=PATCH`,
      token,
      formOf({ ...same, first_name: 'Other' }),
    );
    expect(renamed).toMatchObject({ status: 403, body: { message: PROFILE_LOCKED_MESSAGE } });

    const atPreOffer = await firstAt('pre-offer');
    const person = await candidate(atPreOffer, token);
    const allowed = await postMultipart(
      'acme',
      `recruitment/candidates/${atPreOffer}?_method=PATCH`,
      token,
      formOf({
        ...same,
        first_name: 'Renamed',
        last_name: person.last_name,
        email: person.email,
        position_id: String(person.position?.id ?? ''),
        seniority_id: String(person.seniority?.id ?? ''),
      }),
    );
    expect(allowed.status).toBe(200);
    expect((allowed.body as { data: Candidate }).data.name).toBe(`Renamed ${person.last_name}`);
  });
});

describe('recruitment: moving, rejecting and restoring', () => {
  it('moves to any stage, records it, and refuses a rejected candidate (422)', async () => {
    const token = await login('admin@acme.test');
    const id = await firstAt('new');
    const moved = await sendAs('acme', 'PATCH', `recruitment/candidates/${id}/stage`, token, {
      stage: 'offer',
      note: 'Fast track',
    });
    expect(moved).toMatchObject({ status: 200, body: { data: { stage: 'offer', days_in_stage: 0 } } });
    const history = (await getAs('acme', `recruitment/candidates/${id}/history`, token)).body as {
      data: StageEvent[];
    };
    expect(history.data.at(-1)).toMatchObject({
      from: 'new',
      to: 'offer',
      action: 'moved',
      note: 'Fast track',
      by: { id: 1 },
    });

    const rejected = await firstAt('', 'rejected');
    const refused = await sendAs('acme', 'PATCH', `recruitment/candidates/${rejected}/stage`, token, {
      stage: 'new',
      note: null,
    });
    expect(refused.status).toBe(422);
    expect(
      (
        await sendAs('acme', 'PATCH', `recruitment/candidates/${id}/stage`, token, {
          stage: 'hired',
          note: null,
        })
      ).status,
    ).toBe(422);
  });

  it('bulk move skips rejected and already-there candidates, with the reason', async () => {
    const token = await login('admin@acme.test');
    const atNew = await firstAt('new');
    const atInterview = await firstAt('interview');
    const rejected = await firstAt('', 'rejected');
    const answer = await sendAs('acme', 'PATCH', 'recruitment/candidates/stage', token, {
      ids: [atNew, atInterview, rejected, 1],
      stage: 'interview',
    });
    expect((answer.body as { data: BulkResult }).data).toEqual({
      updated: [atNew],
      skipped: [
        { id: atInterview, reason: 'Already at Interview.' },
        { id: rejected, reason: 'Rejected: restore them first.' },
        { id: 1, reason: 'Not a candidate.' },
      ],
    });
  });

  it('rejecting needs a reason (422 at reason_id); it keeps the stage and restore goes back to it', async () => {
    const token = await login('admin@acme.test');
    const id = await firstAt('test_task');
    allowInvalidRequests();
    const missing = await sendAs('acme', 'PATCH', 'recruitment/candidates/reject', token, {
      ids: [id],
      note: null,
      notify: false,
    });
    expect(missing).toMatchObject({
      status: 422,
      body: { errors: { reason_id: [REJECTION_REASON_REQUIRED] } },
    });

    const answer = await sendAs('acme', 'PATCH', 'recruitment/candidates/reject', token, {
      ids: [id, id],
      reason_id: 2,
      note: 'Position closed',
      notify: true,
    });
    expect((answer.body as { data: BulkResult }).data).toEqual({ updated: [id], skipped: [] });
    expect(await candidate(id, token)).toMatchObject({
      status: 'rejected',
      rejection: {
        reason: { id: 2, name: 'Job already filled' },
        stage: 'test_task',
        note: 'Position closed',
      },
    });
    // Asked to tell the candidate: the history says they were told.
    const history = await sendAs('acme', 'GET', `recruitment/candidates/${id}/history`, token);
    expect((history.body as { data: { action: string; notified?: boolean }[] }).data.at(-1)).toMatchObject({
      action: 'rejected',
      notified: true,
    });
    const again = await sendAs('acme', 'PATCH', 'recruitment/candidates/reject', token, {
      ids: [id],
      reason_id: 1,
    });
    expect((again.body as { data: BulkResult }).data.skipped).toEqual([{ id, reason: 'Already rejected.' }]);

    const restored = await sendAs('acme', 'PATCH', `recruitment/candidates/${id}/restore`, token, {});
    expect(restored).toMatchObject({
      status: 200,
      body: { data: { status: 'active', stage: 'test_task', rejection: null } },
    });
    const elsewhere = await sendAs('acme', 'PATCH', `recruitment/candidates/${id}/restore`, token, {
      stage: 'new',
    });
    expect(elsewhere.status).toBe(422);
  });

  it('restore takes the stage given', async () => {
    const token = await login('admin@acme.test');
    const id = await firstAt('', 'rejected');
    const restored = await sendAs('acme', 'PATCH', `recruitment/candidates/${id}/restore`, token, {
      stage: 'screening',
    });
    expect(restored).toMatchObject({ status: 200, body: { data: { status: 'active', stage: 'screening' } } });
    const db = await getTenantDb('acme');
    expect(db.users.findFirst((q) => q.where({ id }))?.stage).toBe('screening');
  });
});

describe('recruitment: hiring and the registration link', () => {
  const HIRE = {
    start_date: '2025-06-02',
    position_id: 1,
    department_id: 1,
    employment_type_id: 1,
    availability: { type: 'billable', availability: 'Available' },
  };

  it('only Pre-offer or Offer can be hired (422)', async () => {
    const token = await login('admin@acme.test');
    const id = await firstAt('interview');
    const answer = await sendAs('acme', 'POST', `recruitment/candidates/${id}/hire`, token, HIRE);
    expect(answer).toMatchObject({ status: 422, body: { message: NOT_HIREABLE_MESSAGE } });
  });

  it('validates the placement and refuses On-demand for the employee role', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const id = await firstAt('offer');
    const empty = await sendAs('acme', 'POST', `recruitment/candidates/${id}/hire`, token, {});
    expect(Object.keys((empty.body as { errors: object }).errors).sort()).toEqual([
      'availability.availability',
      'availability.type',
      'department_id',
      'employment_type_id',
      'position_id',
      'start_date',
    ]);
    const onDemand = await sendAs('acme', 'POST', `recruitment/candidates/${id}/hire`, token, {
      ...HIRE,
      availability: { type: 'billable', availability: 'On-demand' },
    });
    expect(onDemand).toMatchObject({
      status: 422,
      body: { errors: { 'availability.availability': [EMPLOYEE_ON_DEMAND_MESSAGE] } },
    });
  });

  it('hiring makes the same user an employee: in the directory, out of the candidates', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    // One the recruitment seed added: no availability yet, so the first entry is the current one.
    const id = db.candidates
      .all()
      .find(
        (row) =>
          row.status === 'active' &&
          row.stage === 'offer' &&
          db.availabilityEntries.findMany((q) => q.where({ user_id: row.user_id })).length === 0,
      )?.user_id;
    if (id === undefined) throw new Error('the seed has a new candidate at Offer');
    const answer = await sendAs('acme', 'POST', `recruitment/candidates/${id}/hire`, token, {
      ...HIRE,
      start_date: '2025-05-15',
    });
    expect(answer).toMatchObject({ status: 201, body: { data: { user: { id } } } });
    const directory = (await getAs('acme', 'users?per_page=all', token)).body as { data: Employee[] };
    expect(directory.data.find((person) => person.id === id)).toMatchObject({
      position: { id: 1 },
      department: { id: 1 },
      availability: { type: 'billable', date: '2025-05-15', data: { availability: 'Available' } },
    });
    expect((await getAs('acme', `recruitment/candidates/${id}`, token)).status).toBe(404);
    expect(db.users.findFirst((q) => q.where({ id }))).toMatchObject({
      stage: '',
      start_date: '2025-05-15',
      active: true,
    });
    expect(db.candidates.findFirst((q) => q.where({ user_id: id }))?.status).toBe('hired');
    expect(db.candidateEvents.findMany((q) => q.where({ user_id: id })).at(-1)?.action).toBe('hired');
  });

  it('hiring needs employee::create or update', async () => {
    await revoke('acme', 'admin@acme.test', 'employee::create');
    await revoke('acme', 'admin@acme.test', 'employee::update');
    const token = await login('admin@acme.test');
    const id = await firstAt('offer');
    expect((await sendAs('acme', 'POST', `recruitment/candidates/${id}/hire`, token, HIRE)).status).toBe(403);
  });

  it('a registration link is e-mailed, the registration form accepts it, and the status becomes sent', async () => {
    const token = await login('admin@acme.test');
    const id = await firstAt('pre-offer');
    const answer = await sendAs('acme', 'POST', `recruitment/candidates/${id}/registration-link`, token);
    expect(answer.status).toBe(201);
    const person = (await getTenantDb('acme')).users.findFirst((q) => q.where({ id }));
    expect(answer.body).toMatchObject({ data: { email: person?.email } });
    expect((await candidate(id, token)).registration.status).toBe('sent');
    const link = new URL(lastRegistrationLink(person?.email ?? '') ?? '');
    const form = await call(centralUrl(link.pathname.slice(1)));
    expect(form).toMatchObject({ status: 200, body: { data: { email: person?.email } } });
    const db = await getTenantDb('acme');
    expect(db.registrations.findFirst((q) => q.where({ user_id: id }))).toMatchObject({
      user_id: id,
      used_at: null,
    });
  });
});
