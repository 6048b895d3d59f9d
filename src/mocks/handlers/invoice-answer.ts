import type { Invoice } from '@/api/invoices/invoice.schemas';
import { fromCents } from '@/lib/cents';
import { formatDuration } from '@/lib/duration';
import type { InvoiceRow, ProjectRow } from '../db/project-schemas';
import type { TenantDb } from '../db/tenant-db';

// A stored invoice as the API answers it, for the create call and the files. Minimal and temporary:
// src/mocks/db/invoice-view.ts (the list and detail calls) replaces it when the two branches meet.

const personOf = (db: TenantDb, id: number | null) => {
  if (id === null) return null;
  const user = db.users.findFirst((q) => q.where({ id }));
  return user ? { id: user.id, name: user.name } : { id, name: `#${id}` };
};

export function invoiceAnswer(db: TenantDb, row: InvoiceRow, project: ProjectRow | null): Invoice {
  const vat = row.vat_id === null ? null : db.vats.findFirst((q) => q.where({ id: row.vat_id! }));
  const createdBy = personOf(db, row.created_by);
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
    project_manager: personOf(db, project?.project_manager_id ?? null),
    period_from: row.period_from,
    period_to: row.period_to,
    issue_date: row.issue_date,
    due_date: row.due_date,
    currency: row.currency,
    language: row.language,
    lines: row.lines.map((line) => ({
      user: personOf(db, line.user_id),
      term_id: line.term_id,
      description: line.description,
      days: line.days,
      hours: formatDuration(line.minutes).padStart(5, '0'),
      rate: fromCents(line.rate_cents),
      amount: fromCents(line.amount_cents),
    })),
    notes: row.notes,
    subtotal: fromCents(row.subtotal_cents),
    vat: vat
      ? { id: vat.id, name: vat.name, percentage: row.vat_percentage }
      : row.vat_id === null
        ? null
        : { id: row.vat_id, name: `VAT ${row.vat_percentage}%`, percentage: row.vat_percentage },
    vat_amount: fromCents(row.vat_cents),
    total: fromCents(row.total_cents),
    paid_amount: fromCents(row.paid_cents),
    balance: fromCents(row.total_cents - row.paid_cents),
    paid_at: row.paid_at,
    payment_status: row.payment_status,
    approval_status: row.approval_status,
    approval: null,
    moneybird: null,
    calculation: null,
    // The row keeps who created it and when: the first entry of the record.
    history: [
      {
        at: row.created_at,
        by: createdBy,
        action: 'created',
        from: null,
        to: row.approval_status,
        comment: null,
      },
    ],
    created_by: createdBy,
    created_at: row.created_at,
  };
}
