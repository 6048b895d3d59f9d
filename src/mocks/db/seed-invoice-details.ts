import type { Faker } from '@faker-js/faker';
import { addDays } from 'date-fns';
import { isOverdue } from '@/lib/invoice-status';
import { PERMISSIONS } from '@/lib/permissions';
import type { InvoiceEventRow, InvoiceRow } from './project-schemas';
import type { MockUser } from './schemas';
import { calendarDay } from '@/lib/calendar-day';

// What the invoices screen shows beyond the figures: who approved or rejected and why, the history and
// the MoneyBird state. Drawn from a faker of its own, after the invoices (seed-invoices.ts), so their
// figures never depend on these draws.

type Context = { faker: Faker; users: readonly MockUser[]; referenceDate: Date };

const REJECTION_REASONS = [
  'Hours do not match the timesheet for the second week.',
  'Wrong VAT: the client is abroad, use 0 %.',
  'The client asked for one invoice per person.',
  'Rate changed in the new contract; recalculate.',
] as const;

const day = calendarDay;
const dayAfter = (text: string, days: number) => day(addDays(new Date(`${text}T12:00`), days));

const event = (
  at: string,
  by: number | null,
  action: string,
  from: string | null,
  to: string | null,
  comment: string | null = null,
): InvoiceEventRow => ({ at, by, action, from, to, comment });

// MoneyBird's state of a pushed invoice, from ours.
function moneyBirdState(invoice: InvoiceRow, today: string): string {
  if (invoice.payment_status === 'p') return 'paid';
  if (invoice.payment_status === 'pp') return 'pending_payment';
  return isOverdue(invoice, today) ? 'late' : 'open';
}

// 18 digits, as MoneyBird's ids are: beyond 2^53, so kept as text.
const moneyBirdId = (invoice: InvoiceRow, tenantDigit: number) =>
  `4${tenantDigit}${String(invoice.id).padStart(16, '0')}`;

function withDetails(invoice: InvoiceRow, approvers: readonly MockUser[], context: Context): InvoiceRow {
  const { faker, referenceDate } = context;
  const today = day(referenceDate);
  const history: InvoiceEventRow[] = [
    event(invoice.created_at, invoice.created_by, 'created', null, 'pending'),
  ];
  let approval: Pick<InvoiceRow, 'approved_by' | 'approved_at' | 'approval_comment'> = {
    approved_by: null,
    approved_at: null,
    approval_comment: null,
  };
  if (invoice.approval_status !== 'pending') {
    const by = approvers.length ? faker.helpers.arrayElement(approvers).id : null;
    const at = dayAfter(invoice.issue_date, faker.number.int({ min: 1, max: 5 }));
    const comment =
      invoice.approval_status === 'rejected' ? faker.helpers.arrayElement(REJECTION_REASONS) : null;
    approval = { approved_by: by, approved_at: at < today ? at : today, approval_comment: comment };
    history.push(
      event(
        approval.approved_at ?? today,
        by,
        invoice.approval_status,
        'pending',
        invoice.approval_status,
        comment,
      ),
    );
  }
  if (invoice.payment_status !== 'np' && invoice.paid_at)
    history.push(event(invoice.paid_at, approval.approved_by, 'payment', 'np', invoice.payment_status));
  const pushed = invoice.approval_status === 'approved' && invoice.id % 5 !== 0;
  return {
    ...invoice,
    ...approval,
    history,
    moneybird: pushed
      ? {
          id: moneyBirdId(invoice, invoice.number.startsWith('GLX') ? 2 : 1),
          state: moneyBirdState(invoice, today),
          synced_at: approval.approved_at,
        }
      : null,
  };
}

// Every invoice with its approval, history and MoneyBird state.
export function withInvoiceDetails(invoices: readonly InvoiceRow[], context: Context): InvoiceRow[] {
  const approvers = context.users.filter(
    (user) => user.permissions.includes(PERMISSIONS.invoiceApprove) && user.active && !user.archived,
  );
  return invoices.map((invoice) => withDetails(invoice, approvers, context));
}
