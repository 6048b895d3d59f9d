import * as z from 'zod/mini';
import { applicationConfigSchema } from '@/api/application-configs/application-config.schemas';
import { namedItemSchema } from '@/api/common.schemas';
import { currencyRateSchema } from '@/api/currency-rates/currency-rate.schemas';
import { notificationSchema } from '@/api/notifications/notification.schemas';
import { holidaySchema } from '@/api/public-holidays/public-holiday.schemas';
import { savedFilterSchema } from '@/api/saved-filters/saved-filter.schemas';
import { personalInformationRecordSchema } from '@/api/users/user-create.schemas';
import { availabilityEntrySchema } from '@/api/users/user-list.schemas';

// Records as the mocked API stores them: the api schemas where a record is sent as stored, stricter
// mock-only schemas where the API derives its answer (users, seniority rows, holiday rows).

export const USER_ROLES = ['admin', 'sale', 'employee'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// Recruitment stages; an employee may be edited only in 'pre-offer' or '' (SPEC §4).
export const USER_STAGES = ['', 'pre-offer', 'interview', 'offer', 'hired', 'rejected'] as const;
export type UserStage = (typeof USER_STAGES)[number];

// A skill a person has, with the proficiency of SPEC §9 (1 Aware … 5 Expert).
export const userSkillSchema = z.object({ skill_id: z.number(), level: z.int().check(z.gte(1), z.lte(5)) });
export type UserSkill = z.infer<typeof userSkillSchema>;

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

export { currencyRateSchema };

// Stored as the API sends it.
export const availabilityEntryRowSchema = availabilityEntrySchema;
export type AvailabilityEntryRow = z.infer<typeof availabilityEntryRowSchema>;

export const savedFilterRowSchema = z.extend(savedFilterSchema, { user_id: z.number() });
export type SavedFilterRow = z.infer<typeof savedFilterRowSchema>;

// An invitation to register (central, pre-login). used_at is set once the form is sent; user_id is
// the person it made (or the existing person it belonged to).
export const registrationRowSchema = z.object({
  number: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_id: z.nullable(z.number()),
  used_at: z.nullable(z.string()),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

// Everything one tenant holds: what a seed produces, what a save stores and a reload restores.
export const tenantDataSchema = z.object({
  users: z.array(mockUserSchema),
  notifications: z.array(notificationRowSchema),
  positions: z.array(namedRowSchema),
  departments: z.array(namedRowSchema),
  seniorities: z.array(seniorityRowSchema),
  skills: z.array(namedRowSchema),
  industries: z.array(namedRowSchema),
  assessments: z.array(namedRowSchema),
  globalRoles: z.array(namedRowSchema),
  employmentTypes: z.array(namedRowSchema),
  availabilityEntries: z.array(availabilityEntryRowSchema),
  savedFilters: z.array(savedFilterRowSchema),
  registrations: z.array(registrationRowSchema),
  currencyRates: z.array(currencyRateSchema),
  publicHolidays: z.array(holidayRowSchema),
  // null: the tenant has no config and the client falls back to its defaults.
  applicationConfig: z.nullable(applicationConfigSchema),
});
export type TenantData = z.infer<typeof tenantDataSchema>;
