import type { Invoice, InvoiceListItem } from '@/api/invoices/invoice.schemas';
import { fromCents } from '@/lib/cents';
import { formatDuration } from '@/lib/duration';
import type { PersonRef } from '@/api/internal-projects/internal-project.schemas';
import type { InvoiceRow, ProjectRow } from './project-schemas';
import type { TenantDb } from './tenant-db';

// Invoice rows as the API answers them: cents as numbers, minutes as "HH:MM", people as {id, name}, the
// VAT from the vats list. Everything a page needs is looked up once per request (`invoiceLookup`), so
// a page of 10,000 invoices never scans another collection per row.

export type InvoiceLookup = {
  project: (id: number) => ProjectRow | undefined;
  person: (id: number | null) => PersonRef | null;
  vat: (id: number | null) => { id: number; name: string; percentage: number } | null;
};

export function invoiceLookup(db: TenantDb): InvoiceLookup {
  const projects = new Map(db.projects.all().map((row) => [row.id, row]));
  const people = new Map(db.users.all().map((user) => [user.id, { id: user.id, name: user.name }]));
  const vats = new Map(
    db.vats.all().map((vat) => [vat.id, { id: vat.id, name: vat.name, percentage: vat.percentage }]),
  );
  return {
    project: (id) => projects.get(id),
    person: (id) => (id === null ? null : (people.get(id) ?? null)),
    vat: (id) => (id === null ? null : (vats.get(id) ?? null)),
  };
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
    // The stored row keeps only the leave taken off; the calculation call explains the days in full.
    calculation: null,
    history: row.history.map((event) => ({ ...event, by: lookup.person(event.by) })),
    created_by: lookup.person(row.created_by),
    created_at: row.created_at,
  };
}
