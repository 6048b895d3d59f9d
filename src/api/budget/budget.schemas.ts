import * as z from 'zod/mini';
import { toCents } from '@/lib/cents';
import { MONTHS } from '@/lib/quarters';
import { dataOf } from '../common.schemas';

// The company budget (finance.md §3, every call proposed): a year's versions, and per version its rows
// with a budget per month beside the forecast and, for closed months, the actual. Money on the wire is
// JSON numbers with two decimals; the client gets integer cents, months as arrays January first.

export const BUDGET_ROW_KINDS = ['income', 'cost'] as const;
export type BudgetRowKind = (typeof BUDGET_ROW_KINDS)[number];

export const BUDGET_VERSION_STATUSES = ['draft', 'locked'] as const;
export type BudgetVersionStatus = (typeof BUDGET_VERSION_STATUSES)[number];

export const BUDGET_SEED_SOURCES = ['forecast', 'last_year', 'empty'] as const;
export type BudgetSeedSource = (typeof BUDGET_SEED_SOURCES)[number];

// A cell's amount: at most this many whole units (the mock refuses more).
export const BUDGET_MAX_AMOUNT = 999_999_999.99;
export const BUDGET_TITLE_MAX = 120;

export const budgetVersionSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(BUDGET_VERSION_STATUSES),
});
export type BudgetVersion = z.output<typeof budgetVersionSchema>;

const monthAmountsSchema = z.record(z.enum(MONTHS), z.number());
const monthActualsSchema = z.record(z.enum(MONTHS), z.nullable(z.number()));

const budgetRowWireSchema = z.object({
  id: z.number(),
  kind: z.enum(BUDGET_ROW_KINDS),
  // "Projects", "Salaries", "Overhead": the heading the row sits under.
  group: z.string(),
  title: z.string(),
  currency: z.string(),
  // false for rows the budget derives (none yet) and every row of a locked version.
  editable: z.boolean(),
  // true for the overhead rows a person added: only those may be deleted.
  user_added: z.boolean(),
  budget: monthAmountsSchema,
  forecast: monthAmountsSchema,
  // null for months not closed yet.
  actual: monthActualsSchema,
});
export type BudgetRowWire = z.input<typeof budgetRowWireSchema>;

export type BudgetRow = {
  id: number;
  kind: BudgetRowKind;
  group: string;
  title: string;
  currency: string;
  editable: boolean;
  userAdded: boolean;
  // Twelve integers of cents, January first.
  budget: number[];
  forecast: number[];
  actual: (number | null)[];
};

const centsOfMonths = (amounts: Record<string, number>): number[] =>
  MONTHS.map((month) => toCents(amounts[month] ?? 0));

const centsOrNullOfMonths = (amounts: Record<string, number | null>): (number | null)[] =>
  MONTHS.map((month) => {
    const amount = amounts[month];
    return amount === null || amount === undefined ? null : toCents(amount);
  });

function toBudgetRow(row: z.output<typeof budgetRowWireSchema>): BudgetRow {
  return {
    id: row.id,
    kind: row.kind,
    group: row.group,
    title: row.title,
    currency: row.currency,
    editable: row.editable,
    userAdded: row.user_added,
    budget: centsOfMonths(row.budget),
    forecast: centsOfMonths(row.forecast),
    actual: centsOrNullOfMonths(row.actual),
  };
}

export const budgetRowSchema = z.pipe(budgetRowWireSchema, z.transform(toBudgetRow));

// GET budget?year&version_id: version null (and no rows) when the year has no budget yet.
export const budgetSchema = z.object({
  year: z.number(),
  version: z.nullable(budgetVersionSchema),
  versions: z.array(budgetVersionSchema),
  // The last month that has ended ('yyyy-MM'): months up to it have actuals.
  closed_through: z.nullable(z.string()),
  rows: z.array(budgetRowSchema),
});
export type Budget = z.output<typeof budgetSchema>;
export const budgetResponseSchema = dataOf(budgetSchema);

// A changed cell as the client holds it; month is 1-12.
export type BudgetCellChange = { rowId: number; month: number; cents: number };

export type BudgetCellsSave = { year: number; versionId: number; cells: BudgetCellChange[] };

export type BudgetRevise = { year: number; fromVersionId: number; name: string };

export type BudgetSeed = { year: number; source: BudgetSeedSource; upliftPct: number };

export type NewBudgetRow = {
  year: number;
  versionId: number;
  kind: BudgetRowKind;
  group: string;
  title: string;
  currency: string;
};

// The form of "Add an overhead row".
export const newBudgetRowFormSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a title.'),
      z.maxLength(BUDGET_TITLE_MAX, `At most ${BUDGET_TITLE_MAX} characters.`),
    ),
  currency: z.string().check(z.minLength(1, 'Choose a currency.')),
});
export type NewBudgetRowForm = z.output<typeof newBudgetRowFormSchema>;
