import * as z from 'zod/mini';
import { achievementSchema } from '@/api/achievements/achievement.schemas';
import { careerChangeSchema, careerEntrySchema } from '@/api/career-history/career-history.schemas';
import { namedItemSchema } from '@/api/common.schemas';
import { courseSchema } from '@/api/courses/course.schemas';
import { cvHistoryEntrySchema, cvSchema } from '@/api/cvs/cv.schemas';
import { educationSchema } from '@/api/education/education.schemas';
import { experienceSchema } from '@/api/experiences/experience.schemas';
import { mediaSchema } from '@/api/media/media.schemas';
import { profileSectionSchema } from '@/api/profile-sections/profile-section.schemas';
import { userProjectSchema } from '@/api/user-projects/user-project.schemas';
import { mediaParentSchema } from './media-parents';

// Profile sections as the mocked API stores them: one row per item with its owner's user_id; files as
// media rows that items point at by id (the API answers with the media themselves).

const owned = { user_id: z.number() };
const withFiles = { media_ids: z.array(z.number()) };

export const languageRowSchema = z.extend(namedItemSchema, { order: z.number() });
export type LanguageRow = z.infer<typeof languageRowSchema>;

export const userLanguageRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  language_id: z.number(),
  level: z.number(),
  certificate_ids: z.array(z.number()),
});
export type UserLanguageRow = z.infer<typeof userLanguageRowSchema>;

export const educationRowSchema = z.extend(educationSchema, owned);
export type EducationRow = z.infer<typeof educationRowSchema>;

export const experienceRowSchema = z.extend(experienceSchema, owned);
export type ExperienceRow = z.infer<typeof experienceRowSchema>;

export const courseRowSchema = z.extend(z.omit(courseSchema, { media: true }), { ...owned, ...withFiles });
export type CourseRow = z.infer<typeof courseRowSchema>;

export const achievementRowSchema = z.extend(z.omit(achievementSchema, { media: true }), {
  ...owned,
  ...withFiles,
});
export type AchievementRow = z.infer<typeof achievementRowSchema>;

export const userProjectRowSchema = z.extend(z.omit(userProjectSchema, { media: true }), {
  ...owned,
  ...withFiles,
});
export type UserProjectRow = z.infer<typeof userProjectRowSchema>;

// user_id: the person the file is about (0 for a project's or the company's); parent: the item that
// lists it, whose rules decide who reads and deletes it. content: the bytes, base64; null for seeded
// files, which are drawn on demand from their name.
export const mediaRowSchema = z.extend(mediaSchema, {
  ...owned,
  parent: mediaParentSchema,
  content: z.nullable(z.string()),
});
export type MediaRow = z.infer<typeof mediaRowSchema>;

export const profileSectionRowSchema = profileSectionSchema;
export type ProfileSectionRow = z.infer<typeof profileSectionRowSchema>;

export const careerEntryRowSchema = careerEntrySchema;
export type CareerEntryRow = z.infer<typeof careerEntryRowSchema>;
export const careerChangeRowSchema = careerChangeSchema;
export type CareerChangeRow = z.infer<typeof careerChangeRowSchema>;

// file_media_id: an uploaded PDF that replaces the generated one.
export const cvRowSchema = z.extend(z.omit(cvSchema, { has_file: true }), {
  ...owned,
  file_media_id: z.nullable(z.number()),
  created_at: z.string(),
});
export type CvRow = z.infer<typeof cvRowSchema>;
export const cvHistoryRowSchema = cvHistoryEntrySchema;
export type CvHistoryRow = z.infer<typeof cvHistoryRowSchema>;

export const PROFILE_COLLECTION_SCHEMAS = {
  languages: languageRowSchema,
  languageLevels: languageRowSchema,
  userLanguages: userLanguageRowSchema,
  education: educationRowSchema,
  experiences: experienceRowSchema,
  courses: courseRowSchema,
  achievements: achievementRowSchema,
  userProjects: userProjectRowSchema,
  media: mediaRowSchema,
  profileSections: profileSectionRowSchema,
  careerHistory: careerEntryRowSchema,
  careerChanges: careerChangeRowSchema,
  cvs: cvRowSchema,
  cvHistory: cvHistoryRowSchema,
};
