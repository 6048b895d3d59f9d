import * as z from 'zod/mini';
import { dataOf } from '../common.schemas';
import { achievementSchema } from '../achievements/achievement.schemas';
import { courseSchema } from '../courses/course.schemas';
import { cvSchema } from '../cvs/cv.schemas';
import { educationSchema } from '../education/education.schemas';
import { experienceSchema } from '../experiences/experience.schemas';
import { userLanguageSchema } from '../languages/language.schemas';
import { userProfileSectionSchema } from '../profile-sections/profile-section.schemas';
import { userSkillSchema } from '../user-skills/user-skill.schemas';
import { userProjectSchema } from '../user-projects/user-project.schemas';
import { employmentDetailsRecordSchema } from './employment-details.schemas';
import { personalInformationRecordSchema } from './personal-information.schemas';

// GET user/{id}: the person (SPEC §3 user payload) with every profile section but career history,
// which has its own call. Each section's change answers with its rows, and the profile is refetched.
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
  // Recruitment stage: the profile may change only at 'pre-offer' or '' (SPEC §4).
  stage: z.string(),
  position_id: z.nullable(z.number()),
  department_id: z.nullable(z.number()),
  seniority_id: z.nullable(z.number()),
  brief_intro: z.nullable(z.string()),
  personal_information: z.nullable(personalInformationRecordSchema),
  employment_details: employmentDetailsRecordSchema,
  skills: z.array(userSkillSchema),
  languages: z.array(userLanguageSchema),
  education: z.array(educationSchema),
  experiences: z.array(experienceSchema),
  courses: z.array(courseSchema),
  achievements: z.array(achievementSchema),
  projects: z.array(userProjectSchema),
  cvs: z.array(cvSchema),
  profile_sections: z.array(userProfileSectionSchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userProfileResponseSchema = dataOf(userProfileSchema);
