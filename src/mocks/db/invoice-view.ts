import type { Invoice, InvoiceListItem, SkippedDay } from '@/api/invoices/invoice.schemas';
import { fromCents } from '@/lib/cents';
import { formatDuration } from '@/lib/duration';
import { termLine } from '@/lib/term-forecast';
import { workingDaysBreakdown, type NamedDay } from '@/lib/working-days';
import type { PersonRef } from '@/api/internal-projects/internal-project.schemas';
import type { InvoiceRow, ProjectRow, TermRow } from './project-schemas';
import { projectHolidays } from './project-view';
import type { TenantDb } from './tenant-db';

// Invoice rows as the API answers them: cents as numbers, minutes as "HH:MM", people as {id, name}, the
// VAT from the vats list. Everything a page needs is looked up once per request (`invoiceLookup`), so
// a page of 10,000 invoices never scans another collection per row.

// A skipped day as the viewer may see it: a person's leave names its kind only when the viewer may see
// their request (handlers/invoice-leave-privacy.ts, issue 30); weekends and holidays are no secret.
export type LeaveKindView = (day: SkippedDay) => SkippedDay;

export const isLeaveDay = (day: SkippedDay): boolean =>
  day.user_id != null && day.reason !== 'weekend' && day.reason !== 'holiday';

export const withoutLeaveKind: LeaveKindView = (day) =>
  isLeaveDay(day) ? { ...day, reason: null, name: null } : day;

export type InvoiceLookup = {
  project: (id: number) => ProjectRow | undefined;
  person: (id: number | null) => PersonRef | null;
  vat: (id: number | null) => { id: number; name: string; percentage: number } | null;
  // For explaining a seeded invoice (one at a time): read only when asked.
  term: (id: number) => TermRow | undefined;
  holidays: () => NamedDay[];
  leaveKind: LeaveKindView;
};

// Built on first use and kept for the request.
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

// Without the viewer's rule, no leave names its kind (fails closed).
export function invoiceLookup(db: TenantDb, leaveKind: LeaveKindView = withoutLeaveKind): InvoiceLookup {
  const projects = new Map(db.projects.all().map((row) => [row.id, row]));
  const people = new Map(db.users.all().map((user) => [user.id, { id: user.id, name: user.name }]));
  const vats = new Map(
    db.vats.all().map((vat) => [vat.id, { id: vat.id, name: vat.name, percentage: vat.percentage }]),
  );
  const terms = once(() => new Map(db.terms.all().map((term) => [term.id, term])));
  return {
    project: (id) => projects.get(id),
    person: (id) => (id === null ? null : (people.get(id) ?? null)),
    vat: (id) => (id === null ? null : (vats.get(id) ?? null)),
    term: (id) => terms().get(id),
    holidays: once(() => projectHolidays(db)),
    leaveKind,
  };
}

// A seeded invoice's calculation from what it holds: the period's working days and the weekends and
// holidays skipped, and what its lines' terms forecast for the period (vacation is not planned: 0).
// The seed drew its leave without dates, so leave shows only as the gap between forecast and amount;
// null when a line's term is gone.
function seededCalculation(row: InvoiceRow, lookup: InvoiceLookup): Invoice['calculation'] {
  const holidays = lookup.holidays();
  const calendar = workingDaysBreakdown(row.period_from, row.period_to, holidays);
  let forecastCents = 0;
  if (row.type === 'hours') {
    for (const line of row.lines) {
      const term = line.term_id === null ? undefined : lookup.term(line.term_id);
      if (!term) return null;
      forecastCents += termLine(term, row.period_from, row.period_to, holidays).cents;
    }
  }
  return {
    working_days: calendar.workingDays,
    skipped: calendar.skipped.map((day) => ({
      date: day.date,
      reason: day.reason === 'weekend' ? 'weekend' : 'holiday',
      name: day.name ?? null,
    })),
    forecast: fromCents(forecastCents),
  };
}

function calculationOf(row: InvoiceRow, lookup: InvoiceLookup): Invoice['calculation'] {
  if (!row.calculation) return seededCalculation(row, lookup);
  const { working_days, skipped, forecast_cents } = row.calculation;
  return { working_days, skipped: skipped.map(lookup.leaveKind), forecast: fromCents(forecast_cents) };
}

const hoursText = (minutes: number) => formatDuration(minutes).padStart(5, '0');

export function toInvoiceListItem(row: InvoiceRow, lookup: InvoiceLookup): InvoiceListItem {
  const project = lookup.project(row.internal_project_id);
  const vat = lookup.vat(row.vat_id);
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    project: {
      id: row.internal_project_id,
      title: project?.title ?? `#${row.internal_project_id}`,
      currency: project?.currency ?? row.currency,
    },
    client: project?.client ?? null,
    project_manager: lookup.person(project?.project_manager_id ?? null),
    period_from: row.period_from,
    period_to: row.period_to,
    issue_date: row.issue_date,
    due_date: row.due_date,
    currency: row.currency,
    subtotal: fromCents(row.subtotal_cents),
    // The rate the invoice was made with, even if the list's VAT changed since.
    vat: vat ? { ...vat, percentage: row.vat_percentage } : null,
    vat_amount: fromCents(row.vat_cents),
    total: fromCents(row.total_cents),
    paid_amount: fromCents(row.paid_cents),
    balance: fromCents(row.total_cents - row.paid_cents),
    paid_at: row.paid_at,
    payment_status: row.payment_status,
    approval_status: row.approval_status,
    approval:
      row.approved_at === null
        ? null
        : { by: lookup.person(row.approved_by), at: row.approved_at, comment: row.approval_comment },
    moneybird: row.moneybird,
  };
}

export function toInvoice(row: InvoiceRow, lookup: InvoiceLookup): Invoice {
  return {
    ...toInvoiceListItem(row, lookup),
    language: row.language,
    lines: row.lines.map((line) => ({
      user: lookup.person(line.user_id),
      term_id: line.term_id,
      description: line.description,
      days: line.days,
      hours: hoursText(line.minutes),
      rate: fromCents(line.rate_cents),
      amount: fromCents(line.amount_cents),
    })),
    notes: row.notes,
    calculation: calculationOf(row, lookup),
    history: row.history.map((event) => ({ ...event, by: lookup.person(event.by) })),
    created_by: lookup.person(row.created_by),
    created_at: row.created_at,
  };
}
