import type { InvoiceCalculation, NewInvoice } from '@/api/invoices/invoice.schemas';
import { fromCents, toCents } from '@/lib/cents';
import type { DraftLine, NewInvoiceForm } from '@/lib/new-invoice-form';

// The calculation's lines as the form edits them: rates in cents, days as typed text.
export const draftLinesOf = (calculation: InvoiceCalculation): DraftLine[] =>
  calculation.lines.map((line) => ({
    user_id: line.user.id,
    user_name: line.user.name,
    term_id: line.term_id,
    description: line.user.name,
    days: String(line.days),
    hours: line.hours,
    rate: toCents(line.rate),
  }));

// What POST invoices-create is sent: the form's values, rates back to two-decimal numbers.
export function newInvoiceOf(values: NewInvoiceForm): NewInvoice {
  return {
    project_id: values.project_id ?? 0,
    type: values.type,
    period_from: values.period_from,
    period_to: values.period_to,
    issue_date: values.issue_date,
    due_date: values.due_date,
    vat_id: values.vat_id,
    language: values.language,
    notes: values.notes.trim() === '' ? null : values.notes.trim(),
    lines: values.lines.map((line) => ({
      user_id: line.user_id,
      term_id: line.term_id,
      description: line.description,
      days: Number(line.days),
      hours: line.hours,
      rate: fromCents(line.rate ?? 0),
    })),
    ...(values.allow_duplicate ? { allow_duplicate: true } : {}),
  };
}
