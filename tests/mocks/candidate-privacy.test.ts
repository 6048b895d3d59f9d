import { minimalUserListSchema } from '@/api/minimal-users/minimal-user.schemas';
import { employeeListSchema, userIdListSchema } from '@/api/users/user-list.schemas';
import { getTenantDb } from '@/mocks/db';
import { isCandidateStage } from '@/lib/recruitment-stages';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

// Issue 30, M3: candidates (a pipeline stage or rejected) are recruitment data. Without
// recruitment::view, `with_candidates=1` is ignored (employees only, as without it: no screen a
// non-recruiter opens breaks) and `user/{id}` of a candidate answers 404, as for an unknown user.
// The seeded acme: admin@ (every permission), sale@ and employee@ (employee::view, no recruitment::view).

async function people() {
  const db = await getTenantDb('acme');
  const users = db.users.all();
  const candidates = users.filter((user) => isCandidateStage(user.stage));
  const employee = users.find((user) => user.email === 'employee@acme.test')!;
  const colleague = users.find((user) => user.stage === '' && !user.archived && user.id !== employee.id)!;
  return { candidates, candidateIds: new Set(candidates.map((user) => user.id)), colleague };
}

describe('candidates are readable only with recruitment::view (issue 30, M3)', () => {
  // minimal-users?with_candidates=1 is a parameter the client never sends: probed as a caller might.
  allowInvalidRequests();

  it.each(['employee@acme.test', 'sale@acme.test'])(
    'users?with_candidates=1 lists no candidate for %s',
    async (email) => {
      const { candidateIds } = await people();
      expect(candidateIds.size).toBeGreaterThan(0);
      const token = await login(email);
      for (const status of ['active', 'archived']) {
        const answer = await getAs('acme', `users?status=${status}&per_page=all&with_candidates=1`, token);
        expect(answer.status).toBe(200);
        const ids = employeeListSchema.parse(answer.body).data.map((user) => user.id);
        expect(ids.filter((id) => candidateIds.has(id))).toEqual([]);
      }
    },
  );

  it.each(['employee@acme.test', 'sale@acme.test'])(
    'minimal-users?with_candidates=1 lists no candidate for %s',
    async (email) => {
      const { candidateIds } = await people();
      const answer = await getAs(
        'acme',
        'minimal-users?with_candidates=1&with_archived=1',
        await login(email),
      );
      expect(answer.status).toBe(200);
      const ids = minimalUserListSchema.parse(answer.body).data.map((user) => user.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id) => candidateIds.has(id))).toEqual([]);
    },
  );

  it('with recruitment::view, with_candidates=1 still lists the candidates', async () => {
    const { candidateIds } = await people();
    const admin = await login('admin@acme.test');
    const minimal = minimalUserListSchema.parse(
      (await getAs('acme', 'minimal-users?with_candidates=1&with_archived=1', admin)).body,
    ).data;
    expect(minimal.filter((user) => candidateIds.has(user.id)).length).toBe(candidateIds.size);
    const active = employeeListSchema.parse(
      (await getAs('acme', 'users?status=active&per_page=all&with_candidates=1', admin)).body,
    ).data;
    expect(active.some((user) => candidateIds.has(user.id))).toBe(true);
  });

  it.each(['employee@acme.test', 'sale@acme.test'])(
    'user/{id} of a candidate answers 404 to %s, as for an unknown user; an employee’s still opens',
    async (email) => {
      const { candidates, colleague } = await people();
      const token = await login(email);
      for (const candidate of candidates.slice(0, 3)) {
        const answer = await getAs('acme', `user/${candidate.id}`, token);
        expect(answer.status).toBe(404);
        expect(JSON.stringify(answer.body)).not.toContain(candidate.email);
      }
      const unknown = await getAs('acme', 'user/999999', token);
      expect(unknown.status).toBe(404);
      expect((await getAs('acme', `user/${colleague.id}`, token)).status).toBe(200);
    },
  );

  it.each(['employee@acme.test', 'sale@acme.test'])(
    'a candidate’s career history and projects since a day answer 404 to %s, as their profile does',
    async (email) => {
      const { candidates, colleague } = await people();
      const token = await login(email);
      const candidate = candidates[0]!;
      expect((await getAs('acme', `career-history/${candidate.id}`, token)).status).toBe(404);
      const since = `projects-after-certain-date/${candidate.id}?date=2020-01-01`;
      expect((await getAs('acme', since, token)).status).toBe(404);
      expect((await getAs('acme', `career-history/${colleague.id}`, token)).status).toBe(200);
      const admin = await login('admin@acme.test');
      expect((await getAs('acme', `career-history/${candidate.id}`, admin)).status).toBe(200);
    },
  );

  it('user/{id} of a candidate opens with recruitment::view', async () => {
    const { candidates } = await people();
    const admin = await login('admin@acme.test');
    expect((await getAs('acme', `user/${candidates[0]!.id}`, admin)).status).toBe(200);
  });

  // Issue 30: the people counted before a skill, position, department or seniority is deleted, and the
  // skill filter of the employee list, named candidates too.
  async function candidateWithSkillAndPosition() {
    const db = await getTenantDb('acme');
    const candidate = db.users.all().find((user) => isCandidateStage(user.stage))!;
    const skill = db.skills.all()[0]!;
    const position = db.positions.all()[0]!;
    await db.users.update((q) => q.where({ id: candidate.id }), {
      data(user) {
        user.skills = [{ skill_id: skill.id, proficiency: 3, competency: 3 }];
        user.position_id = position.id;
      },
    });
    return { candidate, skillId: skill.id, positionId: position.id };
  }

  const idsOf = async (path: string, token: string) => {
    const answer = await getAs('acme', path, token);
    expect(answer.status).toBe(200);
    return userIdListSchema.parse(answer.body).data.map((user) => user.id);
  };

  it.each(['employee@acme.test', 'sale@acme.test'])(
    'users-with-certain-skills/{id} and users-with-certain-user-data name no candidate to %s',
    async (email) => {
      const { candidate, skillId, positionId } = await candidateWithSkillAndPosition();
      const token = await login(email);
      const { candidateIds } = await people();
      const withSkill = await idsOf(`users-with-certain-skills/${skillId}`, token);
      expect(withSkill.filter((id) => candidateIds.has(id))).toEqual([]);
      const withPosition = await idsOf(
        `users-with-certain-user-data?data_type=position&data_id=${positionId}`,
        token,
      );
      expect(withPosition.length).toBeGreaterThan(0);
      expect(withPosition).not.toContain(candidate.id);
      expect(withPosition.filter((id) => candidateIds.has(id))).toEqual([]);
    },
  );

  it('with recruitment::view, users-with-certain-skills and -user-data still count the candidates', async () => {
    const { candidate, skillId, positionId } = await candidateWithSkillAndPosition();
    const admin = await login('admin@acme.test');
    expect(await idsOf(`users-with-certain-skills/${skillId}`, admin)).toContain(candidate.id);
    expect(
      await idsOf(`users-with-certain-user-data?data_type=position&data_id=${positionId}`, admin),
    ).toContain(candidate.id);
  });
});
