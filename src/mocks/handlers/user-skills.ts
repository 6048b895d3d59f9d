import {
  COMPETENCY_MAX,
  COMPETENCY_MIN,
  PROFICIENCY_MAX,
  PROFICIENCY_MIN,
  userSkillListResponseSchema,
  type UserSkill,
} from '@/api/user-skills/user-skill.schemas';
import { existsIn } from '../db/rows';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { editableEmployee } from '../routing/edit-gate';
import { readBody } from '../routing/request-body';
import { fieldError, found, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';

// A person's skills live on their user record (user.skills). POST adds one, PATCH changes its levels,
// DELETE removes it; the body names the skill, and each answers all of the person's skills.

export const SKILL_ALREADY_ADDED = 'The skill has already been added.';
export const SKILL_NOT_ON_PROFILE = 'The person does not have this skill.';

const skillsOf = (person: MockUser): UserSkill[] => person.skills.map((skill) => ({ ...skill }));

// Laravel's between:min,max on an integer.
function betweenErrors(values: Record<'proficiency' | 'competency', string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const check = (field: 'proficiency' | 'competency', min: number, max: number) => {
    const value = Number(values[field]);
    if (value < min || value > max) errors[field] = [`The ${field} field must be between ${min} and ${max}.`];
  };
  check('proficiency', PROFICIENCY_MIN, PROFICIENCY_MAX);
  check('competency', COMPETENCY_MIN, COMPETENCY_MAX);
  return errors;
}

async function readSkill(request: Request, db: TenantDb): Promise<UserSkill> {
  const values = validate(await readBody(request), {
    skill_id: ['required', 'integer', { exists: existsIn(() => db.skills.all()) }],
    proficiency: ['required', 'integer'],
    competency: ['required', 'integer'],
  });
  const errors = betweenErrors(values);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    skill_id: Number(values.skill_id),
    proficiency: Number(values.proficiency),
    competency: Number(values.competency),
  };
}

async function saveSkills(db: TenantDb, person: MockUser, skills: UserSkill[]): Promise<Response> {
  const saved = found(
    await db.users.update((q) => q.where({ id: person.id }), {
      data(draft) {
        draft.skills = skills;
      },
    }),
  );
  return respond(userSkillListResponseSchema, { data: skillsOf(saved) });
}

const hasSkill = (person: MockUser, skillId: number) =>
  person.skills.some((skill) => skill.skill_id === skillId);

const add = tenantRoute('POST', 'user-skills/:id', async (context) => {
  const person = editableEmployee(context);
  const skill = await readSkill(context.request, context.db);
  if (hasSkill(person, skill.skill_id)) throw fieldError('skill_id', SKILL_ALREADY_ADDED);
  return saveSkills(context.db, person, [...skillsOf(person), skill]);
});

const update = tenantRoute('PATCH', 'user-skills/:id', async (context) => {
  const person = editableEmployee(context);
  const skill = await readSkill(context.request, context.db);
  if (!hasSkill(person, skill.skill_id)) throw fieldError('skill_id', SKILL_NOT_ON_PROFILE);
  return saveSkills(
    context.db,
    person,
    skillsOf(person).map((current) => (current.skill_id === skill.skill_id ? skill : current)),
  );
});

const remove = tenantRoute('DELETE', 'user-skills/:id', async (context) => {
  const person = editableEmployee(context);
  const { skill_id } = validate(await readBody(context.request), { skill_id: ['required', 'integer'] });
  const skillId = Number(skill_id);
  if (!hasSkill(person, skillId)) throw fieldError('skill_id', SKILL_NOT_ON_PROFILE);
  return saveSkills(
    context.db,
    person,
    skillsOf(person).filter((skill) => skill.skill_id !== skillId),
  );
});

export const userSkillHandlers = [add, update, remove];
