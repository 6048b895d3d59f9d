import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

// User 1 of acme is the admin demo account: stage '', so its profile may change.
const PERSON = 1;

async function skillId(name: string): Promise<number> {
  const skill = (await getTenantDb('acme')).skills.findFirst((q) => q.where({ name }));
  if (!skill) throw new Error(`No skill ${name}`);
  return skill.id;
}

async function setSkills(
  userId: number,
  skills: { skill_id: number; proficiency: number; competency: number }[],
) {
  await (
    await getTenantDb('acme')
  ).users.update((q) => q.where({ id: userId }), {
    data(user) {
      user.skills = skills;
    },
  });
}

async function storedSkills(userId: number) {
  return (await getTenantDb('acme')).users.findFirst((q) => q.where({ id: userId }))?.skills;
}

async function setStage(userId: number, stage: string) {
  await (
    await getTenantDb('acme')
  ).users.update((q) => q.where({ id: userId }), {
    data(user) {
      user.stage = stage as typeof user.stage;
    },
  });
}

describe('POST user-skills/{id}', () => {
  it('adds the skill and answers all of the person’s skills', async () => {
    const token = await login('admin@acme.test');
    const react = await skillId('React');
    const sql = await skillId('SQL');
    await setSkills(PERSON, [{ skill_id: react, proficiency: 4, competency: 3 }]);
    const { status, body } = await sendAs('acme', 'POST', `user-skills/${PERSON}`, token, {
      skill_id: sql,
      proficiency: 2,
      competency: 1,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [
        { skill_id: react, proficiency: 4, competency: 3 },
        { skill_id: sql, proficiency: 2, competency: 1 },
      ],
    });
    expect(await storedSkills(PERSON)).toEqual((body as { data: unknown }).data);
    const profile = await sendAs('acme', 'GET', `user/${PERSON}`, token);
    expect((profile.body as { data: { skills: unknown } }).data.skills).toEqual(
      (body as { data: unknown }).data,
    );
  });

  it('refuses a skill already on the profile: "The skill has already been added."', async () => {
    const token = await login('admin@acme.test');
    const react = await skillId('React');
    await setSkills(PERSON, [{ skill_id: react, proficiency: 4, competency: 3 }]);
    const { status, body } = await sendAs('acme', 'POST', `user-skills/${PERSON}`, token, {
      skill_id: react,
      proficiency: 1,
      competency: 1,
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'The skill has already been added.',
      errors: { skill_id: ['The skill has already been added.'] },
    });
    expect(await storedSkills(PERSON)).toEqual([{ skill_id: react, proficiency: 4, competency: 3 }]);
  });

  it('answers Laravel 422s: required fields, unknown skill, proficiency 1–5, competency 1–4', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const empty = await sendAs('acme', 'POST', `user-skills/${PERSON}`, token, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      errors: {
        skill_id: ['The skill id field is required.'],
        proficiency: ['The proficiency field is required.'],
        competency: ['The competency field is required.'],
      },
    });
    const unknown = await sendAs('acme', 'POST', `user-skills/${PERSON}`, token, {
      skill_id: 9999,
      proficiency: 3,
      competency: 2,
    });
    expect(unknown.body).toMatchObject({ errors: { skill_id: ['The selected skill id is invalid.'] } });
    const outOfRange = await sendAs('acme', 'POST', `user-skills/${PERSON}`, token, {
      skill_id: await skillId('Docker'),
      proficiency: 6,
      competency: 5,
    });
    expect(outOfRange.body).toMatchObject({
      errors: {
        proficiency: ['The proficiency field must be between 1 and 5.'],
        competency: ['The competency field must be between 1 and 4.'],
      },
    });
    const zero = await sendAs('acme', 'POST', `user-skills/${PERSON}`, token, {
      skill_id: await skillId('Docker'),
      proficiency: 0,
      competency: 2,
    });
    expect(zero.body).toMatchObject({
      errors: {
        proficiency: ['The proficiency field must be between 1 and 5.'],
      },
    });
    const text = await sendAs('acme', 'POST', `user-skills/${PERSON}`, token, {
      skill_id: await skillId('Docker'),
      proficiency: 3,
      competency: 'a',
    });
    expect(text.body).toMatchObject({ errors: { competency: ['The competency field must be an integer.'] } });
  });
});

describe('PATCH user-skills/{id}', () => {
  it('changes the levels of a skill the person has, keeping its place', async () => {
    const token = await login('admin@acme.test');
    const react = await skillId('React');
    const sql = await skillId('SQL');
    await setSkills(PERSON, [
      { skill_id: react, proficiency: 4, competency: 3 },
      { skill_id: sql, proficiency: 2, competency: 1 },
    ]);
    const { status, body } = await sendAs('acme', 'PATCH', `user-skills/${PERSON}`, token, {
      skill_id: react,
      proficiency: 5,
      competency: 4,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [
        { skill_id: react, proficiency: 5, competency: 4 },
        { skill_id: sql, proficiency: 2, competency: 1 },
      ],
    });
  });

  it('answers 422 on skill_id when the person lacks the skill', async () => {
    const token = await login('admin@acme.test');
    await setSkills(PERSON, []);
    const { status, body } = await sendAs('acme', 'PATCH', `user-skills/${PERSON}`, token, {
      skill_id: await skillId('React'),
      proficiency: 5,
      competency: 4,
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { skill_id: ['The person does not have this skill.'] } });
  });
});

describe('DELETE user-skills/{id}', () => {
  it('removes the skill named in the body and answers the rest', async () => {
    const token = await login('admin@acme.test');
    const react = await skillId('React');
    const sql = await skillId('SQL');
    await setSkills(PERSON, [
      { skill_id: react, proficiency: 4, competency: 3 },
      { skill_id: sql, proficiency: 2, competency: 1 },
    ]);
    const { status, body } = await sendAs('acme', 'DELETE', `user-skills/${PERSON}`, token, {
      skill_id: sql,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ data: [{ skill_id: react, proficiency: 4, competency: 3 }] });
    expect(await storedSkills(PERSON)).toEqual([{ skill_id: react, proficiency: 4, competency: 3 }]);
  });

  it('answers 422 when the skill is missing from the body or not on the profile', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    await setSkills(PERSON, []);
    expect((await sendAs('acme', 'DELETE', `user-skills/${PERSON}`, token, {})).body).toMatchObject({
      errors: { skill_id: ['The skill id field is required.'] },
    });
    const missing = await sendAs('acme', 'DELETE', `user-skills/${PERSON}`, token, {
      skill_id: await skillId('React'),
    });
    expect(missing.status).toBe(422);
  });
});

describe('the edit gate on user-skills', () => {
  it('answers 403 without employee::update, and nothing changes', async () => {
    const react = await skillId('React');
    await setSkills(PERSON, [{ skill_id: react, proficiency: 4, competency: 3 }]);
    const sale = await login('sale@acme.test');
    const body = { skill_id: react, proficiency: 1, competency: 1 };
    expect((await sendAs('acme', 'POST', `user-skills/${PERSON}`, sale, body)).status).toBe(403);
    expect((await sendAs('acme', 'PATCH', `user-skills/${PERSON}`, sale, body)).status).toBe(403);
    expect((await sendAs('acme', 'DELETE', `user-skills/${PERSON}`, sale, { skill_id: react })).status).toBe(
      403,
    );
    expect(await storedSkills(PERSON)).toEqual([{ skill_id: react, proficiency: 4, competency: 3 }]);
  });

  it('answers 403 with the reason once the employee is past pre-offer', async () => {
    const token = await login('admin@acme.test');
    await setStage(3, 'hired');
    const { status, body } = await sendAs('acme', 'POST', 'user-skills/3', token, {
      skill_id: await skillId('Figma'),
      proficiency: 3,
      competency: 2,
    });
    expect(status).toBe(403);
    expect((body as { message: string }).message).toContain('“hired”');
  });

  it('answers 404 for an unknown person', async () => {
    const token = await login('admin@acme.test');
    expect(
      (
        await sendAs('acme', 'POST', 'user-skills/99999', token, {
          skill_id: await skillId('React'),
          proficiency: 3,
          competency: 2,
        })
      ).status,
    ).toBe(404);
  });
});
