import * as z from 'zod/mini';
import { dataOf, listOf } from '../common.schemas';

// The profile's optional sections. GET profile-sections lists them with their status per department
// (absent: shown); POST profile-sections/{id} {department_id, status} sets one.
export const PROFILE_SECTION_KEYS = [
  'career',
  'skills',
  'languages',
  'education',
  'experiences',
  'courses',
  'achievements',
  'projects',
] as const;
export type ProfileSectionKey = (typeof PROFILE_SECTION_KEYS)[number];

// Each section's name wherever it is shown: the profile's tabs, a CV's parts, the section settings.
export const PROFILE_SECTION_LABELS: Record<ProfileSectionKey, string> = {
  career: 'Career history',
  skills: 'Skills',
  languages: 'Languages',
  education: 'Education',
  experiences: 'Experiences',
  courses: 'Courses',
  achievements: 'Achievements',
  projects: 'Projects',
};

export const profileSectionSchema = z.object({
  id: z.number(),
  key: z.enum(PROFILE_SECTION_KEYS),
  name: z.string(),
  departments: z.array(z.object({ department_id: z.number(), status: z.boolean() })),
});
export type ProfileSection = z.infer<typeof profileSectionSchema>;

// One person's own choice (PATCH user-profile-sections/{id}), over their department's.
export const userProfileSectionSchema = z.object({ id: z.number(), status: z.boolean() });
export type UserProfileSection = z.infer<typeof userProfileSectionSchema>;

export const profileSectionListSchema = listOf(profileSectionSchema);

// PATCH user-profile-sections/{id} {sections}: answers the person's choices after the change.
export const userProfileSectionsResponseSchema = listOf(userProfileSectionSchema);

// POST profile-sections/{id} {department_id, status}: answers the section with every department's status.
export const profileSectionResponseSchema = dataOf(profileSectionSchema);
export type DepartmentSectionStatus = { sectionId: number; department_id: number; status: boolean };
