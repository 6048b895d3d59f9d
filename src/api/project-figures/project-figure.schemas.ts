import * as z from 'zod/mini';
import { toCents } from '@/lib/cents';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { MONTHS, type MonthName } from '@/lib/quarters';
import type { PeriodCents, ReportRowRead } from '@/lib/revenue-report';
import { dataOf, listOf } from '../common.schemas';
import { currencyAmountsSchema, personRefSchema } from '../internal-projects/internal-project.schemas';

// A project's figures (finance.md §2.3, shapes proposed): money on the wire is JSON numbers with two
// decimals keyed by currency; the schemas hand the client integer cents at once.

const centsByCurrency = (amounts: Record<string, number>): CentsByCurrency =>
  Object.fromEntries(Object.entries(amounts).map(([currency, amount]) => [currency, toCents(amount)]));

// { EUR: 7200 } on the wire, { EUR: 720000 } in the client.
export const figureAmountsSchema = z.pipe(currencyAmountsSchema, z.transform(centsByCurrency));

// GET internal-projects/totals/{id}: money per currency, hours as "HHHH:MM" durations.
export const projectTotalsSchema = z.object({
  contract_value: figureAmountsSchema,
  forecast_to_date: figureAmountsSchema,
  invoiced: figureAmountsSchema,
  paid: figureAmountsSchema,
  outstanding: figureAmountsSchema,
  remaining: figureAmountsSchema,
  hours: z.object({ planned: z.string(), invoiced: z.string() }),
});
export type ProjectTotals = z.output<typeof projectTotalsSchema>;
export const projectTotalsResponseSchema = dataOf(projectTotalsSchema);

// One month ('yyyy-MM') of forecast and actual.
export const monthFiguresSchema = z.object({
  month: z.string(),
  forecast: figureAmountsSchema,
  actual: figureAmountsSchema,
});
export type MonthFigures = z.output<typeof monthFiguresSchema>;

// What needs someone's attention; the client links each kind to where it is dealt with.
export const ALERT_TYPES = ['uninvoiced_month', 'invoice_overdue', 'term_ending', 'overbooked'] as const;
export const projectAlertSchema = z.object({
  type: z.string(),
  // error, warning or info.
  severity: z.string(),
  title: z.string(),
  date: z.optional(z.nullable(z.string())),
  month: z.optional(z.nullable(z.string())),
  invoice_id: z.optional(z.nullable(z.number())),
  term_id: z.optional(z.nullable(z.number())),
  user: z.optional(z.nullable(personRefSchema)),
});
export type ProjectAlert = z.output<typeof projectAlertSchema>;

export const teamMemberSchema = z.object({
  term_id: z.number(),
  user: personRefSchema,
  hours_per_day: z.string(),
  from: z.string(),
  to: z.string(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

// GET internal-projects/dashboard/{id}.
export const projectDashboardSchema = z.object({
  currency: z.string(),
  // The server's today ('yyyy-MM-dd') and the last month that has ended ('yyyy-MM'): later months have
  // a forecast but no actual yet.
  as_of: z.string(),
  closed_through: z.string(),
  kpis: z.object({
    forecast_month: figureAmountsSchema,
    invoiced_ytd: figureAmountsSchema,
    outstanding: figureAmountsSchema,
    overdue: figureAmountsSchema,
  }),
  months: z.array(monthFiguresSchema),
  team: z.array(teamMemberSchema),
  alerts: z.array(projectAlertSchema),
});
export type ProjectDashboard = z.output<typeof projectDashboardSchema>;
export const projectDashboardResponseSchema = dataOf(projectDashboardSchema);

export const invoiceSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  period_from: z.string(),
  period_to: z.string(),
  currency: z.string(),
  total: z.pipe(z.number(), z.transform(toCents)),
  payment_status: z.string(),
  approval_status: z.string(),
});
export type InvoiceSummary = z.output<typeof invoiceSummarySchema>;

// GET internal-projects/invoice-finances/{id}: invoice totals (VAT included) by payment and approval.
export const invoiceFinancesSchema = z.object({
  by_payment: z.object({ np: figureAmountsSchema, pp: figureAmountsSchema, p: figureAmountsSchema }),
  by_approval: z.object({
    pending: figureAmountsSchema,
    approved: figureAmountsSchema,
    rejected: figureAmountsSchema,
  }),
  overdue: figureAmountsSchema,
  uninvoiced_months: z.array(z.string()),
  last_invoice: z.nullable(invoiceSummarySchema),
});
export type InvoiceFinances = z.output<typeof invoiceFinancesSchema>;
export const invoiceFinancesResponseSchema = dataOf(invoiceFinancesSchema);

// GET internal-projects/revenue/{id}?from&to&initial.
export const projectRevenueResponseSchema = listOf(monthFiguresSchema);

const QUARTER_KEYS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

const periodSchema = z.object({ forecast: figureAmountsSchema, actual: figureAmountsSchema });

const reportInvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  type: z.string(),
  period_from: z.string(),
  period_to: z.string(),
  currency: z.string(),
  subtotal: z.number(),
  total: z.number(),
  payment_status: z.string(),
  approval_status: z.string(),
});

type DeltaWire = {
  total: Record<string, number>;
  currency?: string | null | undefined;
  other: Record<'vacation' | 'sick_leave' | 'other', number | Record<string, number>>;
};

// The currency a plain-number part is in: delta.currency, else the row's one currency.
const splitCurrencyOf = (delta: DeltaWire): string | undefined => {
  const totalCurrencies = Object.keys(delta.total);
  return delta.currency ?? (totalCurrencies.length === 1 ? totalCurrencies[0] : undefined);
};

// Plain numbers need a currency to belong to (a zero needs none: it is no amount).
const splitHasCurrency = (delta: DeltaWire): boolean =>
  splitCurrencyOf(delta) !== undefined ||
  Object.values(delta.other).every((part) => typeof part !== 'number' || part === 0);

// A part of the delta split: per currency ({ EUR: -1080 }, the form every report sends), or a plain number
// in delta.currency (the form project-revenue was first written with; still read).
const deltaPartSchema = z.union([z.number(), currencyAmountsSchema]);

// GET internal-projects/project-revenue/{id}?year: one financial report row (SPEC §3). year,
// closed_through and delta.currency are proposed additions, so a row in the SPEC's default shape comes
// without them: the caller, which knows the year it asked for, completes it (completeReportRow).
export const reportRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  year: z.optional(z.number()),
  closed_through: z.optional(z.nullable(z.string())),
  months: z.record(z.enum(MONTHS), periodSchema),
  quarters: z.record(z.enum(QUARTER_KEYS), periodSchema),
  delta: z
    .object({
      total: figureAmountsSchema,
      percentage: z.nullable(z.number()),
      currency: z.optional(z.nullable(z.string())),
      other: z.object({ vacation: deltaPartSchema, sick_leave: deltaPartSchema, other: deltaPartSchema }),
    })
    .check(
      z.refine(splitHasCurrency, {
        message: 'delta.other as plain numbers needs delta.currency when the row has several currencies',
      }),
    ),
  invoices: z.array(reportInvoiceSchema),
});

export type ReportRowWire = z.output<typeof reportRowSchema>;

function deltaPart(part: number | Record<string, number>, delta: DeltaWire): CentsByCurrency {
  if (typeof part !== 'number') return centsByCurrency(part);
  const currency = splitCurrencyOf(delta);
  return currency === undefined ? {} : { [currency]: toCents(part) };
}

export function toReportRow(row: ReportRowWire): ReportRowRead {
  const { delta } = row;
  return {
    id: row.id,
    title: row.title,
    ...(row.year === undefined ? {} : { year: row.year }),
    ...(row.closed_through === undefined ? {} : { closed_through: row.closed_through }),
    months: row.months as Record<MonthName, PeriodCents>,
    quarters: row.quarters,
    delta: {
      total: delta.total,
      percentage: delta.percentage,
      other: {
        vacation: deltaPart(delta.other.vacation, delta),
        sick_leave: deltaPart(delta.other.sick_leave, delta),
        other: deltaPart(delta.other.other, delta),
      },
    },
    invoices: row.invoices.map(({ subtotal, total, ...invoice }) => ({
      ...invoice,
      subtotal_cents: toCents(subtotal),
      total_cents: toCents(total),
    })),
  };
}

export const reportRowResponseSchema = dataOf(z.pipe(reportRowSchema, z.transform(toReportRow)));
