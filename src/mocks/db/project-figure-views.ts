import type { z } from 'zod/mini';
import { addDays, differenceInCalendarDays, format, parseISO, subMonths } from 'date-fns';
import type {
  invoiceFinancesSchema,
  monthFiguresSchema,
  projectAlertSchema,
  projectDashboardSchema,
  projectTotalsSchema,
  reportRowSchema,
} from '@/api/project-figures/project-figure.schemas';
import type { uninvoicedMonthSchema } from '@/api/invoices/invoice.schemas';
import { fromCents } from '@/lib/cents';
import { formatDuration } from '@/lib/duration';
import { buildReportRow, type ReportRowCents } from '@/lib/revenue-report';
import { monthsBetween, termValue } from '@/lib/term-forecast';
import type { NamedDay } from '@/lib/working-days';
import { mockToday } from './employee-view';
import { actualByMonth, countsAsActual, forecastByMonth, outstandingCents } from './project-figures';
import type { InvoiceRow, ProjectRow, TermRow } from './project-schemas';
import { projectHolidays, projectTerms } from './project-view';
import type { TenantDb } from './tenant-db';

// A project's figures as the five figure calls answer them (dashboard, totals, invoice-finances,
// revenue, project-revenue), all from the same sums, so the numbers of one call agree with the others'.
// A month is closed once it has ended; "today" is the mock's (the seed's reference date).

type Wire<S extends z.core.$ZodType> = z.input<S>;
type Amounts = Record<string, number>;

export type ProjectFigures = {
  project: ProjectRow;
  terms: TermRow[];
  invoices: InvoiceRow[];
  holidays: NamedDay[];
  today: string;
  thisMonth: string;
  // The last month that has ended ('yyyy-MM').
  closedThrough: string;
};

export function figuresOf(db: TenantDb, project: ProjectRow, today: string = mockToday()): ProjectFigures {
  return {
    project,
    terms: projectTerms(db, project.id),
    invoices: db.invoices
      .findMany((q) => q.where({ internal_project_id: project.id }))
      .sort((a, b) => a.period_from.localeCompare(b.period_from) || a.id - b.id),
    holidays: projectHolidays(db),
    today,
    thisMonth: today.slice(0, 7),
    closedThrough: format(subMonths(parseISO(today), 1), 'yyyy-MM'),
  };
}

const sumOf = (values: Iterable<number>) => [...values].reduce((sum, value) => sum + value, 0);
const money = (currency: string, cents: number): Amounts => ({ [currency]: fromCents(cents) });
const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');
const dayLabel = (date: string) => format(parseISO(date), 'd MMM yyyy');

const counted = (figures: ProjectFigures) => figures.invoices.filter(countsAsActual);

// Approved, due before today and not fully paid (partly paid counts: crater#210).
const isOverdue = (invoice: InvoiceRow, today: string) =>
  invoice.approval_status === 'approved' && invoice.payment_status !== 'p' && invoice.due_date < today;

const overdueCents = (figures: ProjectFigures) =>
  sumOf(
    figures.invoices
      .filter((invoice) => isOverdue(invoice, figures.today))
      .map((invoice) => invoice.total_cents - invoice.paid_cents),
  );

// The project's months: from its start (or its first term's) to its end, or, open-ended, to the later of
// its last term's end and this month.
export function projectMonths(figures: ProjectFigures): { from: string; to: string } {
  const starts = [figures.project.start_date, ...figures.terms.map((term) => term.start_date)].sort();
  const ends = [
    figures.project.end_date ?? figures.today,
    ...figures.terms.map((term) => term.end_date),
  ].sort();
  return { from: starts[0]!.slice(0, 7), to: ends.at(-1)!.slice(0, 7) };
}

// Closed months a confirmed term worked in with no invoice that counts (a rejected one must be redone),
// with what the confirmed terms forecast for each, in the project's currency.
export function uninvoicedMonthForecasts(figures: ProjectFigures): { month: string; cents: number }[] {
  const confirmed = forecastByMonth(
    figures.terms.filter((term) => term.status === 'confirmed'),
    figures.holidays,
  );
  const invoiced = new Set(counted(figures).map((invoice) => invoice.period_from.slice(0, 7)));
  return [...confirmed.entries()]
    .filter(([month, cents]) => cents > 0 && month <= figures.closedThrough && !invoiced.has(month))
    .map(([month, cents]) => ({ month, cents }))
    .sort((a, b) => a.month.localeCompare(b.month));
}

export const uninvoicedMonths = (figures: ProjectFigures): string[] =>
  uninvoicedMonthForecasts(figures).map(({ month }) => month);

type UninvoicedMonth = Wire<typeof uninvoicedMonthSchema>;

// Every project's uninvoiced closed months among the last `months` closed ones (the project tab's rule,
// for the whole tenant): the latest month first, then by project title.
export function tenantUninvoicedMonths(
  db: TenantDb,
  months: number,
  today: string = mockToday(),
): UninvoicedMonth[] {
  const since = format(subMonths(parseISO(today), months), 'yyyy-MM');
  return db.projects
    .all()
    .flatMap((project) =>
      uninvoicedMonthForecasts(figuresOf(db, project, today))
        .filter(({ month }) => month >= since)
        .map(({ month, cents }) => ({
          project: { id: project.id, title: project.title, client: project.client },
          month,
          type: 'hours' as const,
          forecast: { currency: project.currency, amount: fromCents(cents) },
        })),
    )
    .sort((a, b) => b.month.localeCompare(a.month) || a.project.title.localeCompare(b.project.title));
}

export function totalsOf(figures: ProjectFigures): Wire<typeof projectTotalsSchema> {
  const { currency } = figures.project;
  const values = figures.terms.map((term) => termValue(term, figures.holidays));
  const contract = sumOf(values.map((value) => value.cents));
  const forecast = forecastByMonth(figures.terms, figures.holidays);
  const toDate = sumOf([...forecast].filter(([month]) => month <= figures.closedThrough).map(([, c]) => c));
  const invoices = counted(figures);
  const invoiced = sumOf(invoices.map((invoice) => invoice.subtotal_cents));
  const billedMinutes = sumOf(
    invoices
      .filter((invoice) => invoice.type === 'hours')
      .flatMap((invoice) => invoice.lines.map((line) => line.minutes)),
  );
  return {
    contract_value: money(currency, contract),
    forecast_to_date: money(currency, toDate),
    invoiced: money(currency, invoiced),
    paid: money(currency, sumOf(invoices.map((invoice) => invoice.paid_cents))),
    outstanding: money(currency, outstandingCents(figures.invoices)),
    remaining: money(currency, contract - invoiced),
    hours: {
      planned: formatDuration(sumOf(values.map((value) => value.minutes))),
      invoiced: formatDuration(billedMinutes),
    },
  };
}

const invoiceSummary = (invoice: InvoiceRow) => ({
  id: invoice.id,
  number: invoice.number,
  issue_date: invoice.issue_date,
  due_date: invoice.due_date,
  period_from: invoice.period_from,
  period_to: invoice.period_to,
  currency: invoice.currency,
  total: fromCents(invoice.total_cents),
  payment_status: invoice.payment_status,
  approval_status: invoice.approval_status,
});

export function invoiceFinancesOf(figures: ProjectFigures): Wire<typeof invoiceFinancesSchema> {
  const { currency } = figures.project;
  const totalWhere = (keep: (invoice: InvoiceRow) => boolean) =>
    money(currency, sumOf(figures.invoices.filter(keep).map((invoice) => invoice.total_cents)));
  const payment = (status: string) => (invoice: InvoiceRow) =>
    countsAsActual(invoice) && invoice.payment_status === status;
  const approval = (status: string) => (invoice: InvoiceRow) => invoice.approval_status === status;
  const last = [...figures.invoices].sort(
    (a, b) => b.issue_date.localeCompare(a.issue_date) || b.id - a.id,
  )[0];
  return {
    by_payment: { np: totalWhere(payment('np')), pp: totalWhere(payment('pp')), p: totalWhere(payment('p')) },
    by_approval: {
      pending: totalWhere(approval('pending')),
      approved: totalWhere(approval('approved')),
      rejected: totalWhere(approval('rejected')),
    },
    overdue: money(currency, overdueCents(figures)),
    uninvoiced_months: uninvoicedMonths(figures),
    last_invoice: last ? invoiceSummary(last) : null,
  };
}

// Forecast (current plan or baseline) and actual for each month from..to ('yyyy-MM').
export function revenueOf(
  figures: ProjectFigures,
  { from, to }: { from: string; to: string },
  plan: 'current' | 'baseline',
): Wire<typeof monthFiguresSchema>[] {
  const { currency } = figures.project;
  const forecast = forecastByMonth(figures.terms, figures.holidays, plan);
  const actual = actualByMonth(figures.invoices);
  return monthsBetween(`${from}-01`, `${to}-01`).map((month) => ({
    month,
    forecast: money(currency, forecast.get(month) ?? 0),
    actual: money(currency, actual.get(month) ?? 0),
  }));
}

type Alert = Wire<typeof projectAlertSchema>;

function alertsOf(db: TenantDb, figures: ProjectFigures, nameOf: (id: number) => string): Alert[] {
  const { today } = figures;
  const uninvoiced: Alert[] = uninvoicedMonths(figures)
    .reverse()
    .map((month) => ({
      type: 'uninvoiced_month',
      severity: 'warning',
      title: `No invoice for ${monthLabel(month)}`,
      month,
    }));
  const overdue: Alert[] = figures.invoices
    .filter((invoice) => isOverdue(invoice, today))
    .map((invoice) => {
      const days = differenceInCalendarDays(parseISO(today), parseISO(invoice.due_date));
      return {
        type: 'invoice_overdue',
        severity: 'error',
        title: `${invoice.number} is ${days} day${days === 1 ? '' : 's'} overdue`,
        invoice_id: invoice.id,
        date: invoice.due_date,
      };
    });
  const soon = format(addDays(parseISO(today), 14), 'yyyy-MM-dd');
  const ending: Alert[] = figures.terms
    .filter((term) => term.end_date >= today && term.end_date <= soon)
    .map((term) => ({
      type: 'term_ending',
      severity: 'info',
      title: `${nameOf(term.user_id)}'s term ends on ${dayLabel(term.end_date)}`,
      term_id: term.id,
      user: { id: term.user_id, name: nameOf(term.user_id) },
      date: term.end_date,
    }));
  const activeToday = (term: TermRow) => term.start_date <= today && term.end_date >= today;
  const people = [...new Set(figures.terms.filter(activeToday).map((term) => term.user_id))];
  const overbooked: Alert[] = people.flatMap((userId) => {
    const booked = sumOf(
      db.terms
        .findMany((q) => q.where({ user_id: userId }))
        .filter(activeToday)
        .map((term) => term.minutes_per_day),
    );
    if (booked <= 8 * 60) return [];
    return [
      {
        type: 'overbooked',
        severity: 'warning',
        title: `${nameOf(userId)} is booked ${formatDuration(booked)} a day across projects`,
        user: { id: userId, name: nameOf(userId) },
        date: today,
      },
    ];
  });
  return [...overdue, ...uninvoiced, ...overbooked, ...ending];
}

export function dashboardOf(db: TenantDb, figures: ProjectFigures): Wire<typeof projectDashboardSchema> {
  const { currency } = figures.project;
  const nameOf = (id: number) => db.users.findFirst((q) => q.where({ id }))?.name ?? `#${id}`;
  const forecast = forecastByMonth(figures.terms, figures.holidays);
  const year = figures.today.slice(0, 4);
  const invoicedThisYear = counted(figures).filter((invoice) => invoice.period_from.startsWith(year));
  return {
    currency,
    as_of: figures.today,
    closed_through: figures.closedThrough,
    kpis: {
      forecast_month: money(currency, forecast.get(figures.thisMonth) ?? 0),
      invoiced_ytd: money(currency, sumOf(invoicedThisYear.map((invoice) => invoice.subtotal_cents))),
      outstanding: money(currency, outstandingCents(figures.invoices)),
      overdue: money(currency, overdueCents(figures)),
    },
    months: revenueOf(figures, projectMonths(figures), 'current'),
    team: figures.terms.map((term) => ({
      term_id: term.id,
      user: { id: term.user_id, name: nameOf(term.user_id) },
      hours_per_day: formatDuration(term.minutes_per_day).padStart(5, '0'),
      from: term.start_date,
      to: term.end_date,
    })),
    alerts: alertsOf(db, figures, nameOf),
  };
}

export function reportRowCentsOf(figures: ProjectFigures, year: number): ReportRowCents {
  const { project } = figures;
  return buildReportRow({
    id: project.id,
    title: project.title,
    year,
    currency: project.currency,
    closedThrough: figures.closedThrough,
    forecastByMonth: forecastByMonth(figures.terms, figures.holidays),
    invoices: counted(figures).map((invoice) => ({
      month: invoice.period_from.slice(0, 7),
      type: invoice.type,
      subtotal_cents: invoice.subtotal_cents,
      lines: invoice.lines,
      leave_minutes: invoice.leave_minutes,
      ref: {
        id: invoice.id,
        number: invoice.number,
        type: invoice.type,
        period_from: invoice.period_from,
        period_to: invoice.period_to,
        currency: invoice.currency,
        subtotal_cents: invoice.subtotal_cents,
        total_cents: invoice.total_cents,
        payment_status: invoice.payment_status,
        approval_status: invoice.approval_status,
      },
    })),
  });
}

// The row on the wire: cents back to amounts with two decimals; the delta split as plain numbers in
// delta.currency, as this call was first written (the reports send it per currency).
export function reportRowOf(figures: ProjectFigures, year: number): Wire<typeof reportRowSchema> {
  const row = reportRowCentsOf(figures, year);
  const { currency } = figures.project;
  const part = (cents: Readonly<Record<string, number>>) => fromCents(cents[currency] ?? 0);
  const amounts = (cents: Readonly<Record<string, number>>): Amounts =>
    Object.fromEntries(Object.entries(cents).map(([currency, value]) => [currency, fromCents(value)]));
  const periods = <K extends string>(source: Record<K, { forecast: Amounts; actual: Amounts }>) =>
    Object.fromEntries(
      Object.entries<{ forecast: Amounts; actual: Amounts }>(source).map(([key, period]) => [
        key,
        { forecast: amounts(period.forecast), actual: amounts(period.actual) },
      ]),
    ) as Record<K, { forecast: Amounts; actual: Amounts }>;
  return {
    id: row.id,
    title: row.title,
    year: row.year,
    closed_through: row.closed_through,
    months: periods(row.months),
    quarters: periods(row.quarters),
    delta: {
      total: amounts(row.delta.total),
      percentage: row.delta.percentage,
      currency,
      other: {
        vacation: part(row.delta.other.vacation),
        sick_leave: part(row.delta.other.sick_leave),
        other: part(row.delta.other.other),
      },
    },
    invoices: row.invoices.map(({ subtotal_cents, total_cents, ...invoice }) => ({
      ...invoice,
      subtotal: fromCents(subtotal_cents),
      total: fromCents(total_cents),
    })),
  };
}
