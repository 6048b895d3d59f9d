import * as z from 'zod/mini';

// The head of a profile: who the person is. Sections (career, skills, CVs…) come with their own calls.
export const userProfileSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  title: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  role: z.string(),
  active: z.boolean(),
  archived: z.boolean(),
  stage: z.string(),
  position_id: z.nullable(z.number()),
  department_id: z.nullable(z.number()),
  seniority_id: z.nullable(z.number()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userProfileResponseSchema = z.object({ data: userProfileSchema });
