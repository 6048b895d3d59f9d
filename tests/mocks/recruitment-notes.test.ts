import type { Candidate, CandidateNote, RejectionInsights } from '@/api/recruitment/candidate.schemas';
import { getTenantDb } from '@/mocks/db';
import { CANDIDATE_REGISTERED_MESSAGE } from '@/mocks/handlers/employee-registration';
import { lastRegistrationLink } from '@/mocks/mail-outbox';
import { parseCsv } from '../support/parse-csv';
import {
  bearer,
  centralUrl,
  getAs,
  login,
  postJson,
  sendAs,
  setupMockApi,
  tenantUrl,
} from '../support/mock-api';

setupMockApi();

async function someCandidate(status: 'active' | 'rejected' = 'active'): Promise<number> {
  const row = (await getTenantDb('acme')).candidates.all().find((candidate) => candidate.status === status);
  if (!row) throw new Error(`the seed has a ${status} candidate`);
  return row.user_id;
}

describe('recruitment: notes, insights and the export', () => {
  it('a note needs a body and a rating of 1–5 or none; the candidate’s rating is the notes’ mean', async () => {
    const token = await login('admin@acme.test');
    const id = await someCandidate();
    const path = `recruitment/candidates/${id}/notes`;
    expect(await sendAs('acme', 'POST', path, token, { body: '', rating: 3 })).toMatchObject({
      status: 422,
      body: { errors: { body: ['The body field is required.'] } },
    });
    expect(await sendAs('acme', 'POST', path, token, { body: 'Good', rating: 6 })).toMatchObject({
      status: 422,
      body: { errors: { rating: ['The rating field must be between 1 and 5.'] } },
    });
    const added = await sendAs('acme', 'POST', path, token, { body: 'Strong in SQL', rating: null });
    expect(added).toMatchObject({
      status: 201,
      body: { data: { body: 'Strong in SQL', rating: null, author: { id: 1 } } },
    });

    const db = await getTenantDb('acme');
    db.candidateNotes.deleteMany((q) => q.where({ user_id: id }));
    await sendAs('acme', 'POST', path, token, { body: 'First talk', rating: 4 });
    await sendAs('acme', 'POST', path, token, { body: 'Second talk', rating: 5 });
    const notes = (await getAs('acme', path, token)).body as { data: CandidateNote[] };
    expect(notes.data.map((note) => note.body)).toEqual(['Second talk', 'First talk']);
    const candidate = (await getAs('acme', `recruitment/candidates/${id}`, token)).body as {
      data: Candidate;
    };
    expect(candidate.data.rating).toBe(4.5);
  });

  it('insights count the rejections of the period by reason and by the stage at rejection', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const inPeriod = db.candidates
      .all()
      .filter(
        (row) => row.status === 'rejected' && (row.rejection?.rejected_at.slice(0, 10) ?? '') >= '2025-01-01',
      );
    const answer = (await getAs('acme', 'recruitment/insights?from=2025-01-01&to=2025-12-31', token))
      .body as {
      data: RejectionInsights;
    };
    expect(answer.data.total).toBe(inPeriod.length);
    expect(answer.data.by_reason.reduce((sum, row) => sum + row.count, 0)).toBe(inPeriod.length);
    expect(answer.data.by_stage.map((row) => row.stage)).toEqual([
      'new',
      'screening',
      'interview',
      'test_task',
      'pre-offer',
      'offer',
    ]);
    const firstReason = answer.data.by_reason[0];
    expect(firstReason?.count).toBe(
      inPeriod.filter((row) => row.rejection?.reason_id === firstReason?.reason.id).length,
    );
    expect((await getAs('acme', 'recruitment/insights?from=nope', token)).status).toBe(422);
  });

  it('the CSV export has the filtered rows, a BOM, and formula-safe cells', async () => {
    const token = await login('admin@acme.test');
    const id = await someCandidate('rejected');
    const db = await getTenantDb('acme');
    await db.users.update((q) => q.where({ id }), {
      data(user) {
        user.name = '=HYPERLINK("evil")';
      },
    });
    const rejectedCount = db.candidates.all().filter((row) => row.status === 'rejected').length;
    const response = await fetch(
      tenantUrl('acme', 'recruitment/candidates/export?status=rejected&format=csv'),
      {
        headers: bearer(token),
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('rejected-candidates.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1)).filter((row) => row.length > 1);
    expect(header?.[0]).toBe('Name');
    expect(rows).toHaveLength(rejectedCount);
    expect(rows.map((row) => row[0])).toContain('\'=HYPERLINK("evil")');
  });

  it('a candidate who completes the registration form shows as completed, and signs in only once hired', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    // One who cannot sign in yet.
    const id = db.candidates
      .findMany((q) => q.where({ status: 'active' }))
      .map((row) => row.user_id)
      .find((userId) => db.users.findFirst((q) => q.where({ id: userId }))?.active === false);
    if (id === undefined) throw new Error('the seed has a candidate who cannot sign in');
    await sendAs('acme', 'POST', `recruitment/candidates/${id}/registration-link`, token);
    const email = db.users.findFirst((q) => q.where({ id }))?.email ?? '';
    const link = new URL(lastRegistrationLink(email) ?? '');
    const submitted = await postJson(centralUrl(link.pathname.slice(1)), {
      birth_date: '1996-07-01',
      phone: '+995 577 12 12 12',
      personal_email: null,
      location: 'Batumi',
      address: null,
      emergency_contact: null,
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(submitted).toMatchObject({ status: 200, body: { message: CANDIDATE_REGISTERED_MESSAGE } });
    const candidate = (await getAs('acme', `recruitment/candidates/${id}`, token)).body as {
      data: Candidate;
    };
    expect(candidate.data.registration.status).toBe('completed');
    expect(db.users.findFirst((q) => q.where({ id }))?.active).toBe(false);
  });

  it('every recruitment read needs recruitment::view', async () => {
    const token = await login('sale@acme.test');
    const id = await someCandidate();
    for (const path of [
      `recruitment/candidates/${id}`,
      `recruitment/candidates/${id}/history`,
      `recruitment/candidates/${id}/notes`,
      'recruitment/insights',
      'recruitment/rejection-reasons',
      'recruitment/candidates/duplicates?email=a@b.c',
      'recruitment/candidates/export?status=active&format=csv',
    ]) {
      expect((await getAs('acme', path, token)).status, path).toBe(403);
    }
  });
});
