import * as z from 'zod/mini';

// The company budget as the mocked API stores it (finance.md §3, proposed): versions of a year, and
// each version's rows with their twelve budget cells in cents. Forecast and actual are not stored: the
// answer computes them from terms, invoices and salaries, as the project figures do.

export const budgetVersionRowSchema = z.object({
  id: z.int().check(z.positive()),
  year: z.int(),
  name: z.string(),
  status: z.enum(['draft', 'locked']),
  created_at: z.string(),
});
export type BudgetVersionRow = z.infer<typeof budgetVersionRowSchema>;

// What a row's forecast and actual come from: a project's terms and invoices, a department's salaries,
// or nothing (overhead: forecast = budget).
export const BUDGET_ROW_SOURCES = ['project', 'department', 'overhead'] as const;
export type BudgetRowSource = (typeof BUDGET_ROW_SOURCES)[number];

export const budgetLineRowSchema = z.object({
  id: z.int().check(z.positive()),
  version_id: z.number(),
  kind: z.enum(['income', 'cost']),
  group: z.string(),
  title: z.string(),
  currency: z.string(),
  source: z.enum(BUDGET_ROW_SOURCES),
  // The project's or the department's id; null for overhead.
  source_id: z.nullable(z.number()),
  user_added: z.boolean(),
  // false: cells refused even in a draft (no seeded row is; kept for rows the API derives).
  editable: z.boolean(),
  // Twelve cells, January first.
  budget_cents: z.array(z.int()),
});
export type BudgetLineRow = z.infer<typeof budgetLineRowSchema>;

export const BUDGET_COLLECTION_SCHEMAS = {
  budgetVersions: budgetVersionRowSchema,
  budgetRows: budgetLineRowSchema,
};
