import * as z from 'zod/mini';
import { namedItemSchema } from '@/api/common.schemas';
import { currencyRateSchema } from '@/api/currency-rates/currency-rate.schemas';
import { moneyBirdMappingSchema } from '@/api/money-bird/money-bird.schemas';
import { notificationSchema } from '@/api/notifications/notification.schemas';
import { holidaySchema } from '@/api/public-holidays/public-holiday.schemas';
import { savedFilterSchema } from '@/api/saved-filters/saved-filter.schemas';
import { rateCardEntrySchema } from '@/api/rate-cards/rate-card.schemas';
import { personalInformationRecordSchema } from '@/api/user-profile/personal-information.schemas';
import { availabilityEntrySchema } from '@/api/users/user-list.schemas';
import { userProfileSectionSchema } from '@/api/profile-sections/profile-section.schemas';
import { userSkillSchema, type UserSkill } from '@/api/user-skills/user-skill.schemas';
import { vatSchema } from '@/api/vats/vat.schemas';
import { PIPELINE_STAGES } from '@/lib/recruitment-stages';
import { BUDGET_COLLECTION_SCHEMAS } from './budget-schemas';
import { PROFILE_COLLECTION_SCHEMAS } from './profile-schemas';
import { PROJECT_COLLECTION_SCHEMAS } from './project-schemas';
import { RECRUITMENT_COLLECTION_SCHEMAS } from './recruitment-schemas';
import { TIME_OFF_COLLECTION_SCHEMAS } from './time-off-schemas';
import { SETTINGS_VALUE_SCHEMAS } from './settings-schemas';

// Records as the mocked API stores them: the api schemas where a record is sent as stored, stricter
// mock-only schemas where the API derives its answer (users, seniority rows, holiday rows).

export const USER_ROLES = ['admin', 'sale', 'employee'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// '' and 'hired' are employees; the pipeline's stages (src/lib/recruitment-stages.ts) and 'rejected' are
// candidates. An employee may be edited only in 'pre-offer' or '' (SPEC §4).
export const USER_STAGES = ['', 'hired', ...PIPELINE_STAGES, 'rejected'] as const;
export type UserStage = (typeof USER_STAGES)[number];

export { userSkillSchema, type UserSkill };

export const mockUserSchema = z.object({
  id: z.int().check(z.positive()),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  password: z.string(),
  role: z.enum(USER_ROLES),
  permissions: z.array(z.string()),
  active: z.boolean(),
  title: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  is_billable: z.boolean(),
  position_id: z.nullable(z.number()),
  department_id: z.nullable(z.number()),
  seniority_id: z.nullable(z.number()),
  stage: z.enum(USER_STAGES),
  archived: z.boolean(),
  created_at: z.string(),
  skills: z.array(userSkillSchema),
  employment_type_id: z.nullable(z.number()),
  start_date: z.nullable(z.string()),
  weekly_hours: z.nullable(z.number()),
  // null until someone fills it in.
  personal: z.nullable(personalInformationRecordSchema),
  brief_intro: z.nullable(z.string()),
  // The person's own choice of sections, over their department's (PATCH user-profile-sections/{id}).
  profile_sections: z.array(userProfileSectionSchema),
});
export type MockUser = z.infer<typeof mockUserSchema>;

// Stored lists always carry their order, though the API lets it be absent.
export const namedRowSchema = z.extend(namedItemSchema, { order: z.number() });
export type NamedRow = z.infer<typeof namedRowSchema>;

// Stored flat; the API answers with the tree built from parent_id.
export const seniorityRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.nullable(z.number()),
  order: z.number(),
});
export type SeniorityRow = z.infer<typeof seniorityRowSchema>;

export const notificationRowSchema = z.extend(notificationSchema, {
  user_id: z.number(),
  message: z.nullable(z.string()),
  link: z.nullable(z.string()),
});
export type NotificationRow = z.infer<typeof notificationRowSchema>;

export const holidayRowSchema = z.extend(holidaySchema, { country: z.string() });
export type HolidayRow = z.infer<typeof holidayRowSchema>;
// A company's change to a country's generated holidays: a day it added, or a generated date it removed.
export const holidayChangeRowSchema = z.extend(holidayRowSchema, { change: z.enum(['added', 'removed']) });
export type HolidayChangeRow = z.infer<typeof holidayChangeRowSchema>;

export { currencyRateSchema };

// Stored as the API sends it.
export const availabilityEntryRowSchema = availabilityEntrySchema;
export type AvailabilityEntryRow = z.infer<typeof availabilityEntryRowSchema>;

// `list`: absent for the employees list's (as seeded), the list's name otherwise.
export const savedFilterRowSchema = z.extend(savedFilterSchema, {
  user_id: z.number(),
  list: z.optional(z.string()),
});
export type SavedFilterRow = z.infer<typeof savedFilterRowSchema>;

// An invitation to register (central, pre-login; issue 30, H2). Only the SHA-256 of the link's token is
// kept (src/mocks/db/registration-tokens.ts); the tenant is the db the row is in. used_at is set once the
// form is sent, revoked_at when a newer link replaces it; user_id is the person it made (or the existing
// person it belonged to).
export const registrationRowSchema = z.object({
  id: z.number(),
  token_hash: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_id: z.nullable(z.number()),
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

// Every collection one tenant holds, by name. A new collection is one line here and one in the seed;
// the db, the save and the reload follow from it.
export const COLLECTION_SCHEMAS = {
  users: mockUserSchema,
  notifications: notificationRowSchema,
  positions: namedRowSchema,
  departments: namedRowSchema,
  seniorities: seniorityRowSchema,
  skills: namedRowSchema,
  industries: namedRowSchema,
  assessments: namedRowSchema,
  globalRoles: namedRowSchema,
  employmentTypes: namedRowSchema,
  availabilityEntries: availabilityEntryRowSchema,
  savedFilters: savedFilterRowSchema,
  registrations: registrationRowSchema,
  currencyRates: currencyRateSchema,
  publicHolidays: holidayRowSchema,
  holidayChanges: holidayChangeRowSchema,
  vats: vatSchema,
  moneyBirdMappings: moneyBirdMappingSchema,
  rateCards: rateCardEntrySchema,
  ...PROFILE_COLLECTION_SCHEMAS,
  ...PROJECT_COLLECTION_SCHEMAS,
  ...TIME_OFF_COLLECTION_SCHEMAS,
  ...RECRUITMENT_COLLECTION_SCHEMAS,
  ...BUDGET_COLLECTION_SCHEMAS,
};
export type CollectionSchemas = typeof COLLECTION_SCHEMAS;
export type CollectionName = keyof CollectionSchemas;

type ArraysOf<T extends Record<string, z.ZodMiniType>> = { [K in keyof T]: z.ZodMiniArray<T[K]> };

function arraysOf<T extends Record<string, z.ZodMiniType>>(schemas: T): ArraysOf<T> {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, z.array(schema)]),
  ) as ArraysOf<T>;
}

// Everything one tenant holds: what a seed produces, what a save stores and a reload restores.
export const tenantDataSchema = z.object({
  ...arraysOf(COLLECTION_SCHEMAS),
  ...SETTINGS_VALUE_SCHEMAS,
});
export type TenantData = z.infer<typeof tenantDataSchema>;
