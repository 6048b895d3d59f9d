import * as z from 'zod/mini';
import type { CurrencyRate } from '@/lib/currency-totals';
import { MONTHS } from '@/lib/quarters';
import type { Profitability, ReportCostCents } from '@/lib/report-cost';
import { completeReportRow, type ReportRowCents } from '@/lib/revenue-report';
import { dataOf } from '../common.schemas';
import { currencyRateSchema } from '../currency-rates/currency-rate.schemas';
import { figureAmountsSchema, reportRowSchema, toReportRow } from '../project-figures/project-figure.schemas';

// The three reports (issue 15, finance.md §4, all proposed): income, profitability and salary, each a list
// of financial report rows (SPEC §3) with their totals row, read into integer cents.

export const REPORT_KINDS = ['income', 'profitability', 'salary'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

// What a row stands for, per kind (the first is the default): income and profitability by project,
// client or project manager; salary by person or department.
export const REPORT_GROUPS = {
  income: ['project', 'client', 'pm'],
  profitability: ['project', 'client', 'pm'],
  salary: ['person', 'department'],
} as const satisfies Record<ReportKind, readonly string[]>;
export type ProjectReportGroupBy = (typeof REPORT_GROUPS)['income'][number];
export type ReportGroupBy = (typeof REPORT_GROUPS)[ReportKind][number];
// group.kind of a row: its grouping, or 'total' for the totals row.
export type ReportGroupKind = ReportGroupBy | 'total';

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
  months: z.record(z.enum(MONTHS), figureAmountsSchema),
  quarters: z.record(z.enum(QUARTER_KEYS), figureAmountsSchema),
  total: figureAmountsSchema,
});
export type ReportCost = ReportCostCents;

const forecastActual = <S extends z.core.$ZodType>(schema: S) =>
  z.object({ forecast: schema, actual: schema });

export const reportRowWireSchema = z.extend(reportRowSchema, {
  group: z.optional(z.nullable(reportGroupSchema)),
  cost: z.optional(costSchema),
  // forecast: year revenue forecast − year cost; actual: closed months' actual − their cost.
  profit: z.optional(forecastActual(figureAmountsSchema)),
  // profit / revenue × 100, 2 dp; null when revenue is 0 or in several currencies (computed on screen
  // in the display currency).
  margin: z.optional(forecastActual(z.nullable(z.number()))),
});

// A row in cents; profitability rows carry cost, profit and margin too.
export type ReportRow = ReportRowCents & Partial<Profitability> & { group: ReportGroup | null };
// As read, before the report's year and closed_through fill what a row in SPEC §3's shape leaves out.
type ReportRowRead = Omit<ReportRow, 'year' | 'closed_through'> &
  Partial<Pick<ReportRow, 'year' | 'closed_through'>>;

function toRow(row: z.output<typeof reportRowWireSchema>): ReportRowRead {
  const { group, cost, profit, margin, ...base } = row;
  return {
    ...toReportRow(base),
    group: group ?? null,
    ...(cost ? { cost: cost as ReportCostCents } : {}),
    ...(profit ? { profit } : {}),
    ...(margin ? { margin } : {}),
  };
}

export const reportRowOfReportSchema = z.pipe(reportRowWireSchema, z.transform(toRow));

const reportWireSchema = z.object({
  year: z.number(),
  // The last month whose actuals are final ('yyyy-MM'); null before any has ended.
  closed_through: z.nullable(z.string()),
  rows: z.array(reportRowOfReportSchema),
  // The rows summed per currency (never two currencies added).
  totals: reportRowOfReportSchema,
  // The quotes a converted view uses, with their date for the "≈" note.
  currency_rates: z.array(currencyRateSchema),
});

// Every row is of the report's year and closed months, whether or not it says so itself.
function toReport(report: z.output<typeof reportWireSchema>): Report {
  const defaults = { year: report.year, closed_through: report.closed_through };
  return {
    ...report,
    rows: report.rows.map((row) => completeReportRow(row, defaults)),
    totals: completeReportRow(report.totals, defaults),
  };
}

export const reportSchema = z.pipe(reportWireSchema, z.transform(toReport));

export type Report = {
  year: number;
  closed_through: string | null;
  rows: ReportRow[];
  totals: ReportRow;
  currency_rates: CurrencyRate[];
};

export const reportResponseSchema = dataOf(reportSchema);
