import * as z from 'zod/mini';
import { listOf } from '../common.schemas';

// The employees list (SPEC §3, §7 GET /users): each row carries what the list shows and filters on.

export const availabilityEntrySchema = z.object({
  id: z.number(),
  user_id: z.number(),
  type: z.string(),
  date: z.string(), // yyyy-MM-dd
  data: z.object({ availability: z.string() }),
});
export type AvailabilityEntry = z.infer<typeof availabilityEntrySchema>;

const refSchema = z.object({ id: z.number(), name: z.string() });
export type EmployeeRef = z.infer<typeof refSchema>;

export const EMPLOYEE_STATUSES = ['active', 'archived'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const employeeSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
  title: z.nullable(z.string()),
  role: z.string(),
  status: z.enum(EMPLOYEE_STATUSES),
  position: z.nullable(refSchema),
  department: z.nullable(refSchema),
  seniority: z.nullable(refSchema),
  skills: z.array(refSchema),
  // The one in force: the latest entry dated today or earlier (any type).
  availability: z.nullable(availabilityEntrySchema),
});
export type Employee = z.infer<typeof employeeSchema>;

// per_page=all: every row at once, as { data }.
export const employeeListSchema = listOf(employeeSchema);

// users-with-certain-skills / users-with-certain-user-data: the people, of whom the client keeps ids.
export const userIdListSchema = listOf(z.object({ id: z.number() }));
