import {
  APPROVAL_STATUSES,
  INVOICE_LANGUAGES,
  INVOICE_TYPES,
  PAYMENT_STATUSES,
  invoiceResponseSchema,
} from '@/api/invoices/invoice.schemas';
import { lineAmountCents, percentOfCents, toCents } from '@/lib/cents';
import { parseDuration } from '@/lib/duration';
import { bulkSkipReason, type BulkAction } from '@/lib/invoice-bulk';
import { isOverdue, paidCentsAfter, paymentChangeError, type PaymentCode } from '@/lib/invoice-status';
import { PERMISSIONS } from '@/lib/permissions';
import { isValidDateText } from '@/lib/validation';
import { invoiceToday } from '../db/invoice-query';
import { invoiceLookup, toInvoice } from '../db/invoice-view';
import type { InvoiceEventRow, InvoiceRow } from '../db/project-schemas';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import type { TenantContext } from '../routing/authorize';
import { bulkAnswer } from '../routing/bulk';
import { queryIds, readIds } from '../routing/ids';
import { readBody } from '../routing/request-body';
import { fieldError, found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { leaveKindFor } from './invoice-leave-privacy';

// Changing invoices: PATCH invoices/{id} (edit, refused once approved), …/payment-status, …/approval-status,
// PATCH invoices/approve { ids, type }, PATCH invoices/reject?ids[]= { type, comment }, DELETE invoices
// { ids }. Bulk calls skip, with the reason, what they may not change (src/lib/invoice-bulk.ts).

export const APPROVED_LOCKED = 'An approved invoice cannot be changed; reject it first.';
export const REJECTION_NEEDS_COMMENT = 'Say why the invoice is rejected.';
export const REJECTED_NOT_PAYABLE = 'A rejected invoice cannot be paid.';
export const PAID_STAYS_APPROVED = 'An invoice with a payment stays approved.';
const NOTES_MAX = 1000;

const findInvoice = (db: TenantDb, id: number): InvoiceRow =>
  found(db.invoices.findFirst((q) => q.where({ id })));

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const has = (body: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(body, key);

async function save(db: TenantDb, id: number, change: Partial<InvoiceRow>, event: InvoiceEventRow | null) {
  await db.invoices.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, change);
      if (event) draft.history = [...draft.history, event];
    },
  });
}

const answer = (db: TenantDb, id: number, viewer: MockUser) =>
  respond(invoiceResponseSchema, {
    data: toInvoice(findInvoice(db, id), invoiceLookup(db, leaveKindFor(db, viewer))),
  });

// MoneyBird's copy follows our payment (its states: open, late, pending_payment, paid).
function moneyBirdAfter(row: InvoiceRow, payment: string, today: string): InvoiceRow['moneybird'] {
  if (!row.moneybird) return null;
  const state =
    payment === 'p'
      ? 'paid'
      : payment === 'pp'
        ? 'pending_payment'
        : isOverdue({ due_date: row.due_date, payment_status: payment }, today)
          ? 'late'
          : 'open';
  return { ...row.moneybird, state, synced_at: today };
}

async function changePayment({ db, params, request, user }: TenantContext): Promise<Response> {
  const row = findInvoice(db, idParam(params.id));
  const body = await readBody(request);
  const status = body.payment_status;
  if (!PAYMENT_STATUSES.includes(status as PaymentCode))
    throw fieldError('payment_status', 'The selected payment status is invalid.');
  if (row.approval_status === 'rejected') throw fieldError('payment_status', REJECTED_NOT_PAYABLE);
  const code = status as PaymentCode;
  let paidCents: number | null = null;
  if (code === 'pp' && !isBlank(body.paid_amount)) {
    const amount = Number(body.paid_amount);
    if (!Number.isFinite(amount)) throw fieldError('paid_amount', 'The paid amount field must be a number.');
    paidCents = toCents(amount);
  }
  const refusal = paymentChangeError(code, paidCents, row.total_cents);
  if (refusal) throw fieldError('paid_amount', refusal);
  const today = invoiceToday();
  const paidAt = typeof body.paid_at === 'string' && isValidDateText(body.paid_at) ? body.paid_at : today;
  await save(
    db,
    row.id,
    {
      payment_status: code,
      paid_cents: paidCentsAfter(code, paidCents, row.total_cents),
      paid_at: code === 'np' ? null : paidAt,
      moneybird: moneyBirdAfter(row, code, today),
    },
    { at: today, by: user.id, action: 'payment', from: row.payment_status, to: code, comment: null },
  );
  return answer(db, row.id, user);
}

async function changeApproval({ db, params, request, user }: TenantContext): Promise<Response> {
  const row = findInvoice(db, idParam(params.id));
  const body = await readBody(request);
  const status = body.approval_status as string;
  if (!(APPROVAL_STATUSES as readonly string[]).includes(status))
    throw fieldError('approval_status', 'The selected approval status is invalid.');
  const comment = typeof body.comment === 'string' && body.comment.trim() ? body.comment.trim() : null;
  if (status === 'rejected' && comment === null) throw fieldError('comment', REJECTION_NEEDS_COMMENT);
  if (status === row.approval_status)
    throw fieldError('approval_status', `The invoice is already ${status}.`);
  if (status !== 'approved' && row.payment_status !== 'np')
    throw fieldError('approval_status', PAID_STAYS_APPROVED);
  const today = invoiceToday();
  const decided = status !== 'pending';
  await save(
    db,
    row.id,
    {
      approval_status: status,
      approved_by: decided ? user.id : null,
      approved_at: decided ? today : null,
      approval_comment: decided ? comment : null,
    },
    { at: today, by: user.id, action: status, from: row.approval_status, to: status, comment },
  );
  return answer(db, row.id, user);
}

// The edit's fields, each checked as Laravel would; lines recomputed in cents, VAT once on the total.
async function edit({ db, params, request, user }: TenantContext): Promise<Response> {
  const row = findInvoice(db, idParam(params.id));
  if (row.approval_status === 'approved') throw fieldError('approval_status', APPROVED_LOCKED);
  const body = await readBody(request);
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const change: Partial<InvoiceRow> = {};
  for (const key of ['issue_date', 'due_date'] as const) {
    if (!has(body, key)) continue;
    const text = body[key];
    if (typeof text !== 'string' || !isValidDateText(text))
      fail(key, `The ${key.replace('_', ' ')} field must be a valid date.`);
    else change[key] = text;
  }
  if ((change.due_date ?? row.due_date) < (change.issue_date ?? row.issue_date))
    fail('due_date', 'The due date field must be a date after or equal to issue date.');
  let percentage = row.vat_percentage;
  if (has(body, 'vat_id')) {
    const vat = isBlank(body.vat_id) ? null : db.vats.findFirst((q) => q.where({ id: Number(body.vat_id) }));
    if (!vat) fail('vat_id', 'The selected vat id is invalid.');
    else {
      change.vat_id = vat.id;
      percentage = vat.percentage;
    }
  }
  if (has(body, 'language')) {
    if (!(INVOICE_LANGUAGES as readonly unknown[]).includes(body.language))
      fail('language', 'The selected language is invalid.');
    else change.language = body.language as string;
  }
  if (has(body, 'notes')) {
    if (isBlank(body.notes)) change.notes = null;
    else if (typeof body.notes !== 'string' || body.notes.length > NOTES_MAX)
      fail('notes', `The notes field must not be greater than ${NOTES_MAX} characters.`);
    else change.notes = body.notes;
  }
  let lines = row.lines;
  if (has(body, 'lines')) {
    if (!Array.isArray(body.lines) || body.lines.length === 0) fail('lines', 'The lines field is required.');
    else {
      lines = body.lines.map((item: unknown, index: number) => {
        // Laravel's `lines.*` => 'array': a line that is no object is refused where it was sent.
        const isLine = typeof item === 'object' && item !== null && !Array.isArray(item);
        if (!isLine) fail(`lines.${index}`, `The lines.${index} field must be an array.`);
        const raw = (isLine ? item : {}) as Record<string, unknown>;
        const minutes = typeof raw.hours === 'string' ? parseDuration(raw.hours) : null;
        const rate = Number(raw.rate);
        if (isLine && minutes === null) fail(`lines.${index}.hours`, 'The hours must be a duration (HH:MM).');
        if (isLine && (!Number.isFinite(rate) || rate < 0))
          fail(`lines.${index}.rate`, 'The rate must be a number.');
        const rateCents = Number.isFinite(rate) ? toCents(rate) : 0;
        return {
          user_id: Number(raw.user_id),
          term_id: raw.term_id === null || raw.term_id === undefined ? null : Number(raw.term_id),
          description: String(raw.description ?? ''),
          days: Number(raw.days) || 0,
          minutes: minutes ?? 0,
          rate_cents: rateCents,
          amount_cents: lineAmountCents(minutes ?? 0, rateCents),
        };
      });
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const vat = percentOfCents(subtotal, percentage);
  const today = invoiceToday();
  // A rejected invoice, once corrected, waits for approval again.
  const resubmitted = row.approval_status === 'rejected';
  await save(
    db,
    row.id,
    {
      ...change,
      lines,
      vat_percentage: percentage,
      subtotal_cents: subtotal,
      vat_cents: vat,
      total_cents: subtotal + vat,
      ...(resubmitted
        ? { approval_status: 'pending', approved_by: null, approved_at: null, approval_comment: null }
        : {}),
    },
    {
      at: today,
      by: user.id,
      action: 'edited',
      from: row.approval_status,
      to: resubmitted ? 'pending' : row.approval_status,
      comment: null,
    },
  );
  return answer(db, row.id, user);
}

function typeOf(body: Record<string, unknown>): string {
  if (!(INVOICE_TYPES as readonly unknown[]).includes(body.type))
    throw fieldError('type', 'The selected type is invalid.');
  return body.type as string;
}

// One id of a bulk approve or reject: unknown, of another type, or not changeable → skipped with why.
function decideStep(db: TenantDb, action: BulkAction, type: string, userId: number, comment: string | null) {
  const today = invoiceToday();
  return async (id: number) => {
    const row = db.invoices.findFirst((q) => q.where({ id }));
    if (!row) return 'not found';
    if (row.type !== type) return `of another type (${row.type})`;
    const reason = bulkSkipReason(action, row);
    if (reason) return reason;
    const status = action === 'approve' ? 'approved' : 'rejected';
    await save(
      db,
      id,
      { approval_status: status, approved_by: userId, approved_at: today, approval_comment: comment },
      { at: today, by: userId, action: status, from: row.approval_status, to: status, comment },
    );
    return null;
  };
}

async function approve({ db, request, user }: TenantContext): Promise<Response> {
  const body = await readBody(request);
  const ids = readIds(body.ids);
  return bulkAnswer(ids, decideStep(db, 'approve', typeOf(body), user.id, null));
}

async function reject({ db, request, url, user }: TenantContext): Promise<Response> {
  const body = await readBody(request);
  const ids = queryIds(url);
  const type = typeOf(body);
  const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
  if (!comment) throw fieldError('comment', REJECTION_NEEDS_COMMENT);
  return bulkAnswer(ids, decideStep(db, 'reject', type, user.id, comment));
}

async function remove({ db, request }: TenantContext): Promise<Response> {
  const ids = readIds((await readBody(request)).ids);
  return bulkAnswer(ids, async (id) => {
    const row = db.invoices.findFirst((q) => q.where({ id }));
    if (!row) return 'not found';
    const reason = bulkSkipReason('delete', row);
    if (reason) return reason;
    await db.invoices.delete((q) => q.where({ id }));
    return null;
  });
}

const update = { permission: PERMISSIONS.invoiceUpdate };
const approval = { permission: PERMISSIONS.invoiceApprove };

export const invoiceActionHandlers = [
  tenantRoute('PATCH', 'invoices/approve', approve, approval),
  tenantRoute('PATCH', 'invoices/reject', reject, approval),
  tenantRoute('PATCH', 'invoices/:id', edit, update),
  tenantRoute('PATCH', 'invoices/:id/payment-status', changePayment, update),
  tenantRoute('PATCH', 'invoices/:id/approval-status', changeApproval, approval),
  tenantRoute('DELETE', 'invoices', remove, update),
];
