import * as z from 'zod/mini';
import { administrativeFieldsSchema } from '@/api/internal-projects/internal-project.schemas';
import { skippedDaySchema } from '@/api/invoices/invoice.schemas';

// Internal projects, their terms and their invoices as the mocked API stores them. Money is stored in
// integer cents and time in minutes; the handlers answer in the API's units.

export const projectRowSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
  client: z.nullable(z.string()),
  status: z.string(),
  currency: z.string(),
  project_manager_id: z.nullable(z.number()),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  description: z.nullable(z.string()),
  administrative_fields: z.nullable(administrativeFieldsSchema),
  media_ids: z.array(z.number()),
  created_at: z.string(),
});
export type ProjectRow = z.infer<typeof projectRowSchema>;

// A term's plan: what the forecast is computed from.
export const termPlanSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  minutes_per_day: z.int(),
  rate_cents: z.int(),
});

export const termRowSchema = z.extend(termPlanSchema, {
  id: z.int().check(z.positive()),
  internal_project_id: z.number(),
  user_id: z.number(),
  status: z.string(),
  note: z.nullable(z.string()),
  // The plan as first saved: the baseline the revenue chart compares with (`revenue?initial=1`).
  baseline: termPlanSchema,
  created_at: z.string(),
});
export type TermRow = z.infer<typeof termRowSchema>;

// An invoice for a project's period: enough for the project figures (issue 11 builds the rest on it).
export const invoiceLineRowSchema = z.object({
  user_id: z.number(),
  term_id: z.nullable(z.number()),
  description: z.string(),
  // A part leave day leaves a share of a day: 19.5 (two decimals at most).
  days: z.number(),
  minutes: z.int(),
  rate_cents: z.int(),
  amount_cents: z.int(),
});

export const invoiceEventRowSchema = z.object({
  at: z.string(),
  by: z.nullable(z.number()),
  action: z.string(),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  comment: z.nullable(z.string()),
});
export type InvoiceEventRow = z.infer<typeof invoiceEventRowSchema>;

// How an invoice was calculated when it was created (the calculation call's working days, skipped
// days and forecast); seeded rows have none and are explained from their lines when read.
export const invoiceCalculationRowSchema = z.object({
  working_days: z.int(),
  skipped: z.array(skippedDaySchema),
  forecast_cents: z.int(),
});
export type InvoiceCalculationRow = z.infer<typeof invoiceCalculationRowSchema>;

export const invoiceRowSchema = z.object({
  id: z.int().check(z.positive()),
  number: z.string(),
  internal_project_id: z.number(),
  type: z.string(),
  period_from: z.string(),
  period_to: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  currency: z.string(),
  language: z.string(),
  lines: z.array(invoiceLineRowSchema),
  subtotal_cents: z.int(),
  vat_id: z.nullable(z.number()),
  vat_percentage: z.number(),
  vat_cents: z.int(),
  total_cents: z.int(),
  paid_cents: z.int(),
  paid_at: z.nullable(z.string()),
  // p, np, pp (SPEC §4).
  payment_status: z.string(),
  // pending, approved, rejected (proposed; the spec does not list them).
  approval_status: z.string(),
  // Working days skipped for leave, by kind, in minutes: what the report's delta explains.
  leave_minutes: z.object({ vacation: z.int(), sick_leave: z.int(), other: z.int() }),
  notes: z.nullable(z.string()),
  calculation: z.optional(z.nullable(invoiceCalculationRowSchema)),
  created_by: z.nullable(z.number()),
  created_at: z.string(),
  // Who approved or rejected it, when, and the reason given (a rejection always has one).
  approved_by: z.nullable(z.number()),
  approved_at: z.nullable(z.string()),
  approval_comment: z.nullable(z.string()),
  // Who did what, oldest first: created, approved, rejected, payment, edited.
  history: z.array(invoiceEventRowSchema),
  // Its MoneyBird copy (id as a string: MoneyBird ids pass 2^53), null when never pushed.
  moneybird: z.nullable(
    z.object({ id: z.nullable(z.string()), state: z.string(), synced_at: z.nullable(z.string()) }),
  ),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

export const PROJECT_COLLECTION_SCHEMAS = {
  projects: projectRowSchema,
  terms: termRowSchema,
  invoices: invoiceRowSchema,
};
