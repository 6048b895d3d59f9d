import type { z } from 'zod/mini';
import type { reportRowWireSchema, ReportRow } from '@/api/reports/report.schemas';
import { fromCents } from '@/lib/cents';
import type { CentsByCurrency } from '@/lib/currency-totals';
import type { PeriodCents } from '@/lib/revenue-report';

// A report row on the wire: cents back to amounts with two decimals, the delta split per currency.

type Amounts = Record<string, number>;
export type ReportRowWire = z.input<typeof reportRowWireSchema>;

const amounts = (cents: CentsByCurrency): Amounts =>
  Object.fromEntries(Object.entries(cents).map(([currency, value]) => [currency, fromCents(value)]));

const periods = <K extends string>(source: Record<K, PeriodCents>) =>
  Object.fromEntries(
    Object.entries<PeriodCents>(source).map(([key, period]) => [
      key,
      { forecast: amounts(period.forecast), actual: amounts(period.actual) },
    ]),
  ) as Record<K, { forecast: Amounts; actual: Amounts }>;

const amountsOf = <K extends string>(source: Record<K, CentsByCurrency>) =>
  Object.fromEntries(
    Object.entries<CentsByCurrency>(source).map(([key, cents]) => [key, amounts(cents)]),
  ) as Record<K, Amounts>;

export function reportRowWire(row: ReportRow): ReportRowWire {
  return {
    id: row.id,
    title: row.title,
    year: row.year,
    closed_through: row.closed_through,
    group: row.group,
    months: periods(row.months),
    quarters: periods(row.quarters),
    delta: {
      total: amounts(row.delta.total),
      percentage: row.delta.percentage,
      other: {
        vacation: amounts(row.delta.other.vacation),
        sick_leave: amounts(row.delta.other.sick_leave),
        other: amounts(row.delta.other.other),
      },
    },
    invoices: row.invoices.map(({ subtotal_cents, total_cents, ...invoice }) => ({
      ...invoice,
      subtotal: fromCents(subtotal_cents),
      total: fromCents(total_cents),
    })),
    ...(row.cost
      ? {
          cost: {
            months: amountsOf(row.cost.months),
            quarters: amountsOf(row.cost.quarters),
            total: amounts(row.cost.total),
          },
        }
      : {}),
    ...(row.profit
      ? { profit: { forecast: amounts(row.profit.forecast), actual: amounts(row.profit.actual) } }
      : {}),
    ...(row.margin ? { margin: row.margin } : {}),
  };
}
