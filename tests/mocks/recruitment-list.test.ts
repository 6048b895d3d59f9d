import type { Candidate, CandidateDuplicate, RecruitmentStage } from '@/api/recruitment/candidate.schemas';
import type { Employee } from '@/api/users/user-list.schemas';
import { PIPELINE_STAGES, STALE_ALERT_DAYS } from '@/lib/recruitment-stages';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

type Page = { data: { data: Candidate[]; total: number } };

async function candidates(query: string, token: string): Promise<{ rows: Candidate[]; total: number }> {
  const answer = await getAs('acme', `recruitment/candidates?per_page=100&${query}`, token);
  expect(answer.status).toBe(200);
  const body = answer.body as Page;
  return { rows: body.data.data, total: body.data.total };
}

describe('recruitment: the candidates list', () => {
  it('needs recruitment::view (403 for the sales account)', async () => {
    const token = await login('sale@acme.test');
    expect((await getAs('acme', 'recruitment/candidates?status=active', token)).status).toBe(403);
    expect((await getAs('acme', 'recruitment/stages', token)).status).toBe(403);
  });

  it('seeds both tenants with candidates in every stage, ≈40 active and 15+ rejected, some stale', async () => {
    for (const tenant of ['acme', 'globex']) {
      const token = await login(`admin@${tenant}.test`);
      const stages = (await getAs(tenant, 'recruitment/stages', token)).body as { data: RecruitmentStage[] };
      expect(stages.data.map((stage) => stage.key)).toEqual([...PIPELINE_STAGES]);
      expect(stages.data.every((stage) => stage.count > 0)).toBe(true);
      const active = stages.data.reduce((sum, stage) => sum + stage.count, 0);
      expect(active).toBeGreaterThanOrEqual(40);
      const rejected = (await getAs(tenant, 'recruitment/candidates?status=rejected', token)).body as Page;
      expect(rejected.data.total).toBeGreaterThanOrEqual(15);
    }
    const token = await login('admin@acme.test');
    const stale = await candidates(`status=active&stale_days=${STALE_ALERT_DAYS}`, token);
    expect(stale.total).toBeGreaterThan(0);
    expect(stale.rows.every((row) => row.days_in_stage > STALE_ALERT_DAYS)).toBe(true);
  });

  it('status is required (422) and the list is active or rejected, never both', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const missing = await getAs('acme', 'recruitment/candidates', token);
    expect(missing).toMatchObject({
      status: 422,
      body: { errors: { status: ['The status field is required.'] } },
    });
    const rejected = await candidates('status=rejected', token);
    expect(rejected.rows.every((row) => row.status === 'rejected' && row.rejection !== null)).toBe(true);
    const bad = await getAs('acme', 'recruitment/candidates?status=active&stages[]=nowhere', token);
    expect(bad.status).toBe(422);
  });

  it('filters by stage, search and the rejection reason; sorts by days in stage', async () => {
    const token = await login('admin@acme.test');
    const screening = await candidates('status=active&stages[]=screening&stages[]=offer', token);
    expect(screening.total).toBeGreaterThan(0);
    expect(new Set(screening.rows.map((row) => row.stage))).toEqual(new Set(['screening', 'offer']));

    const someone = screening.rows[0] as Candidate;
    const found = await candidates(
      `status=active&search=${encodeURIComponent(someone.last_name.toUpperCase())}`,
      token,
    );
    expect(found.rows.map((row) => row.id)).toContain(someone.id);

    const byReason = await candidates('status=rejected&reason_ids[]=1', token);
    expect(byReason.rows.every((row) => row.rejection?.reason.id === 1)).toBe(true);

    const sorted = await candidates('status=active&sort=-days_in_stage', token);
    const days = sorted.rows.map((row) => row.days_in_stage);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it('filters by position, skill level, source, owner and the rejection period', async () => {
    const token = await login('admin@acme.test');
    const { rows: all } = await candidates('status=active', token);
    const sample = all.find(
      (row) => row.skills.length > 0 && row.position && row.source && row.owner,
    ) as Candidate;
    const skill = sample.skills[0] as Candidate['skills'][number];
    const query = [
      'status=active',
      `position_ids[]=${sample.position?.id}`,
      `skills[]=${skill.id}:${skill.level}`,
      `sources[]=${encodeURIComponent(sample.source ?? '')}`,
      `owner_ids[]=${sample.owner?.id}`,
    ].join('&');
    const { rows } = await candidates(query, token);
    expect(rows.map((row) => row.id)).toContain(sample.id);
    expect(
      rows.every(
        (row) =>
          row.position?.id === sample.position?.id &&
          row.source === sample.source &&
          row.owner?.id === sample.owner?.id &&
          row.skills.some((owned) => owned.id === skill.id && owned.level >= skill.level),
      ),
    ).toBe(true);

    const period = await candidates('status=rejected&from=2025-03-01&to=2025-04-30', token);
    expect(
      period.rows.every((row) => {
        const day = row.rejection?.rejected_at.slice(0, 10) ?? '';
        return day >= '2025-03-01' && day <= '2025-04-30';
      }),
    ).toBe(true);
    const { total: rejectedTotal } = await candidates('status=rejected', token);
    expect(period.total).toBeGreaterThan(0);
    expect(period.total).toBeLessThan(rejectedTotal);
    expect((await getAs('acme', 'recruitment/candidates?status=active&skills[]=3', token)).status).toBe(422);
  });

  it('one candidate by id; an employee is not a candidate (404)', async () => {
    const token = await login('admin@acme.test');
    const { rows } = await candidates('status=active', token);
    const first = rows[0] as Candidate;
    const one = await getAs('acme', `recruitment/candidates/${first.id}`, token);
    expect(one).toMatchObject({ status: 200, body: { data: { id: first.id, email: first.email } } });
    expect((await getAs('acme', 'recruitment/candidates/1', token)).status).toBe(404);
  });

  it('the rejection reasons are Odoo’s defaults', async () => {
    const token = await login('admin@acme.test');
    const answer = (await getAs('acme', 'recruitment/rejection-reasons', token)).body as {
      data: { name: string }[];
    };
    expect(answer.data.map((reason) => reason.name)).toEqual([
      "Doesn't fit",
      'Job already filled',
      'Duplicate',
      'Spam',
      'Refused by candidate: job fit',
      'Refused by candidate: salary',
    ]);
  });

  it('the employees directory leaves candidates out unless with_candidates=1', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const candidateIds = new Set(
      db.candidates
        .all()
        .filter((row) => row.status !== 'hired')
        .map((row) => row.user_id),
    );
    const directory = (await getAs('acme', 'users?per_page=all', token)).body as { data: Employee[] };
    expect(directory.data.some((person) => candidateIds.has(person.id))).toBe(false);
    const everyone = (await getAs('acme', 'users?per_page=all&with_candidates=1', token)).body as {
      data: Employee[];
    };
    expect(everyone.data.some((person) => candidateIds.has(person.id))).toBe(true);
  });

  it('duplicates match e-mail, phone and profile link without case or spaces, rejected and hired included', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const rejected = db.candidates.all().find((row) => row.status === 'rejected' && row.phone !== null);
    const hired = db.candidates.all().find((row) => row.status === 'hired' && row.phone !== null);
    if (!rejected?.phone || !hired?.phone)
      throw new Error('the seed has a rejected and a hired person with a phone');
    const asked = (phone: string) =>
      getAs('acme', `recruitment/candidates/duplicates?phone=${encodeURIComponent(phone)}`, token);

    const ofRejected = (await asked(rejected.phone.replaceAll(' ', ''))).body as {
      data: CandidateDuplicate[];
    };
    expect(ofRejected.data).toContainEqual(
      expect.objectContaining({
        id: rejected.user_id,
        status: 'rejected',
        matched: ['phone'],
        rejected_at: rejected.rejection?.rejected_at,
        reason: expect.any(String),
      }),
    );
    const ofHired = (await asked(` ${hired.phone} `)).body as { data: CandidateDuplicate[] };
    expect(ofHired.data).toContainEqual(expect.objectContaining({ id: hired.user_id, status: 'employee' }));

    const admin = (await getAs('acme', 'recruitment/candidates/duplicates?email=ADMIN@acme.test', token))
      .body as { data: CandidateDuplicate[] };
    expect(admin.data).toEqual([expect.objectContaining({ id: 1, status: 'employee', matched: ['email'] })]);
  });

  it('some seeded active candidates already share a contact with someone', async () => {
    const token = await login('admin@acme.test');
    const { rows } = await candidates('status=active', token);
    expect(rows.some((row) => row.duplicates_count > 0)).toBe(true);
  });
});
