import * as z from 'zod/mini';
import { listOf } from '../common.schemas';

export const PROFICIENCY_MIN = 1;
export const PROFICIENCY_MAX = 5;
export const COMPETENCY_MIN = 1;
export const COMPETENCY_MAX = 4;

// A skill a person has: proficiency 1–5 (Aware … Expert) and competency 1–4 (Basic … Expert), SPEC §9.
export const userSkillSchema = z.object({
  skill_id: z.number(),
  proficiency: z.int().check(z.gte(PROFICIENCY_MIN), z.lte(PROFICIENCY_MAX)),
  competency: z.int().check(z.gte(COMPETENCY_MIN), z.lte(COMPETENCY_MAX)),
});
export type UserSkill = z.infer<typeof userSkillSchema>;

// POST, PATCH and DELETE user-skills/{userId} answer with all of the person's skills.
export const userSkillListResponseSchema = listOf(userSkillSchema);

// The add/edit form: nothing is chosen at first, so each choice starts as null and is required.
const requiredChoice = (message: string, min: number, max: number) =>
  z.pipe(
    z.nullable(z.number()),
    z
      .number({ error: message })
      .check(z.int(), z.gte(min, { error: message }), z.lte(max, { error: message })),
  );

export const userSkillFormSchema = z.object({
  skill_id: requiredChoice('Skill is required', 1, Number.MAX_SAFE_INTEGER),
  proficiency: requiredChoice('Proficiency is required', PROFICIENCY_MIN, PROFICIENCY_MAX),
  competency: requiredChoice('Competency is required', COMPETENCY_MIN, COMPETENCY_MAX),
});
export type UserSkillFormInput = z.input<typeof userSkillFormSchema>;
