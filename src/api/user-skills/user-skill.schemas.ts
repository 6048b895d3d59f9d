import * as z from 'zod/mini';

// A skill a person has: proficiency 1–5 (Aware … Expert) and competency 1–4 (Basic … Expert), SPEC §9.
export const userSkillSchema = z.object({
  skill_id: z.number(),
  proficiency: z.int().check(z.gte(1), z.lte(5)),
  competency: z.int().check(z.gte(1), z.lte(4)),
});
export type UserSkill = z.infer<typeof userSkillSchema>;
