import * as z from 'zod/mini';
import { toCents } from '@/lib/cents';
import type { CentsByCurrency, CurrencyRate } from '@/lib/currency-totals';
import { MONTHS, type MonthName, type QuarterName } from '@/lib/quarters';
import type { ReportRowCents } from '@/lib/revenue-report';
import { dataOf } from '../common.schemas';
import { currencyRateSchema } from '../currency-rates/currency-rate.schemas';
import { currencyAmountsSchema } from '../internal-projects/internal-project.schemas';
import { reportRowSchema, toReportRow } from '../project-figures/project-figure.schemas';

// The three reports (issue 15, finance.md §4, all proposed): income, profitability and salary, each a list
// of financial report rows (SPEC §3) with their totals row, read into integer cents.

export const REPORT_KINDS = ['income', 'profitability', 'salary'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

// What a row stands for, per kind: income and profitability by project, client or project manager;
// salary one row per person (grouped by department on screen).
export const REPORT_GROUPS = {
  income: ['project', 'client', 'pm'],
  profitability: ['project', 'client', 'pm'],
  salary: ['person'],
} as const satisfies Record<ReportKind, readonly string[]>;
export type ReportGroupBy = (typeof REPORT_GROUPS)['income'][number];
export type ReportGroupKind = ReportGroupBy | 'person' | 'department' | 'total';

const centsByCurrency = (amounts: Record<string, number>): CentsByCurrency =>
  Object.fromEntries(Object.entries(amounts).map(([currency, amount]) => [currency, toCents(amount)]));
const amountsSchema = z.pipe(currencyAmountsSchema, z.transform(centsByCurrency));

const QUARTER_KEYS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

// The grouping key: the project, the client (a name: its id), the manager, the person's department.
export const reportGroupSchema = z.object({
  kind: z.string(),
  id: z.nullable(z.union([z.number(), z.string()])),
  title: z.string(),
});
export type ReportGroup = z.output<typeof reportGroupSchema>;

// Profitability: salary cost by month (salary × the person's share of booked hours on the project).
const costSchema = z.object({
  months: z.record(z.enum(MONTHS), amountsSchema),
  quarters: z.record(z.enum(QUARTER_KEYS), amountsSchema),
  total: amountsSchema,
});
export type ReportCost = {
  months: Record<MonthName, CentsByCurrency>;
  quarters: Record<QuarterName, CentsByCurrency>;
  total: CentsByCurrency;
};

const forecastActual = <S extends z.core.$ZodType>(schema: S) =>
  z.object({ forecast: schema, actual: schema });

export const reportRowWireSchema = z.extend(reportRowSchema, {
  group: z.optional(z.nullable(reportGroupSchema)),
  cost: z.optional(costSchema),
  // forecast: year revenue forecast − year cost; actual: closed months' actual − their cost.
  profit: z.optional(forecastActual(amountsSchema)),
  // profit / revenue × 100, 2 dp; null when revenue is 0 or in several currencies (computed on screen
  // in the display currency).
  margin: z.optional(forecastActual(z.nullable(z.number()))),
});

export type ReportRow = ReportRowCents & {
  group: ReportGroup | null;
  cost?: ReportCost;
  profit?: { forecast: CentsByCurrency; actual: CentsByCurrency };
  margin?: { forecast: number | null; actual: number | null };
};

function toRow(row: z.output<typeof reportRowWireSchema>): ReportRow {
  const { group, cost, profit, margin, ...base } = row;
  return {
    ...toReportRow(base),
    group: group ?? null,
    ...(cost ? { cost: cost as ReportCost } : {}),
    ...(profit ? { profit } : {}),
    ...(margin ? { margin } : {}),
  };
}

export const reportRowOfReportSchema = z.pipe(reportRowWireSchema, z.transform(toRow));

export const reportSchema = z.object({
  year: z.number(),
  // The last month whose actuals are final ('yyyy-MM'); null before any has ended.
  closed_through: z.nullable(z.string()),
  rows: z.array(reportRowOfReportSchema),
  // The rows summed per currency (never two currencies added).
  totals: reportRowOfReportSchema,
  // The quotes a converted view uses, with their date for the "≈" note.
  currency_rates: z.array(currencyRateSchema),
});

export type Report = {
  year: number;
  closed_through: string | null;
  rows: ReportRow[];
  totals: ReportRow;
  currency_rates: CurrencyRate[];
};

export const reportResponseSchema = dataOf(reportSchema);
