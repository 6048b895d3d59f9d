import { invoiceResponseSchema } from '@/api/invoices/invoice.schemas';
import { bulkResultSchema } from '@/api/common.schemas';
import { toCents } from '@/lib/cents';
import { PAID_AMOUNT_USE_PAID } from '@/lib/invoice-status';
import { getTenantDb } from '@/mocks/db';
import type { InvoiceRow } from '@/mocks/db/project-schemas';
import { allowInvalidRequests } from '../support/contract-check';
import { login, sendAs, setupMockApi } from '../support/mock-api';
import { createVacationInvoice } from '../support/vacation-invoice';

setupMockApi();

const rows = async () => (await getTenantDb('acme')).invoices.all();
const firstWhere = async (rule: (row: InvoiceRow) => boolean) => (await rows()).find(rule)!;
const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;
const invoiceOf = (body: unknown) => invoiceResponseSchema.parse(body).data;
const bulkOf = (body: unknown) => bulkResultSchema.parse(body).data;

describe('invoices: PATCH invoices/{id}/payment-status', () => {
  it('pp keeps the amount paid and shows the balance; p pays the total; np resets to 0', async () => {
    const token = await login('admin@acme.test');
    const row = await firstWhere(
      (invoice) => invoice.approval_status === 'approved' && invoice.payment_status === 'np',
    );
    const path = `invoices/${row.id}/payment-status`;
    const partly = invoiceOf(
      (await sendAs('acme', 'PATCH', path, token, { payment_status: 'pp', paid_amount: 10 })).body,
    );
    expect(partly).toMatchObject({ payment_status: 'pp', paid_amount: 10 });
    expect(toCents(partly.balance)).toBe(row.total_cents - 1000);
    expect(partly.history.at(-1)).toMatchObject({ action: 'payment', from: 'np', to: 'pp' });
    const paid = invoiceOf((await sendAs('acme', 'PATCH', path, token, { payment_status: 'p' })).body);
    expect(toCents(paid.paid_amount)).toBe(row.total_cents);
    expect(paid.balance).toBe(0);
    const reset = invoiceOf((await sendAs('acme', 'PATCH', path, token, { payment_status: 'np' })).body);
    expect(reset).toMatchObject({ paid_amount: 0, paid_at: null });
  });

  it('422 "use Paid" when a partial amount covers the total, and for an amount of nothing', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const row = await firstWhere(
      (invoice) => invoice.approval_status === 'approved' && invoice.payment_status === 'np',
    );
    const path = `invoices/${row.id}/payment-status`;
    const whole = await sendAs('acme', 'PATCH', path, token, {
      payment_status: 'pp',
      paid_amount: row.total_cents / 100,
    });
    expect(whole.status).toBe(422);
    expect(errorsOf(whole.body).paid_amount).toEqual([PAID_AMOUNT_USE_PAID]);
    const none = await sendAs('acme', 'PATCH', path, token, { payment_status: 'pp', paid_amount: 0 });
    expect(errorsOf(none.body).paid_amount).toBeDefined();
    const unknown = await sendAs('acme', 'PATCH', path, token, { payment_status: 'x' });
    expect(errorsOf(unknown.body).payment_status).toEqual(['The selected payment status is invalid.']);
  });

  it('refuses a rejected invoice (422), a sale (403) and an unknown id (404)', async () => {
    const admin = await login('admin@acme.test');
    const rejected = await firstWhere((invoice) => invoice.approval_status === 'rejected');
    const refused = await sendAs('acme', 'PATCH', `invoices/${rejected.id}/payment-status`, admin, {
      payment_status: 'p',
    });
    expect(refused.status).toBe(422);
    const sale = await login('sale@acme.test');
    expect(
      (await sendAs('acme', 'PATCH', `invoices/${rejected.id}/payment-status`, sale, { payment_status: 'p' }))
        .status,
    ).toBe(403);
    expect(
      (await sendAs('acme', 'PATCH', 'invoices/99999/payment-status', admin, { payment_status: 'p' })).status,
    ).toBe(404);
  });
});

describe('invoices: PATCH invoices/{id}/approval-status', () => {
  it('approves with who and when, recorded in the history', async () => {
    const token = await login('admin@acme.test');
    const row = await firstWhere((invoice) => invoice.approval_status === 'pending');
    const answer = invoiceOf(
      (
        await sendAs('acme', 'PATCH', `invoices/${row.id}/approval-status`, token, {
          approval_status: 'approved',
        })
      ).body,
    );
    expect(answer.approval).toMatchObject({ by: { name: 'Nino Beridze' }, at: '2025-05-15', comment: null });
    expect(answer.history.at(-1)).toMatchObject({ action: 'approved', from: 'pending', to: 'approved' });
  });

  it('a rejection needs a comment (422 at comment) and keeps it', async () => {
    const token = await login('admin@acme.test');
    const row = await firstWhere((invoice) => invoice.approval_status === 'pending');
    const path = `invoices/${row.id}/approval-status`;
    const bare = await sendAs('acme', 'PATCH', path, token, { approval_status: 'rejected', comment: '  ' });
    expect(bare.status).toBe(422);
    expect(errorsOf(bare.body).comment).toEqual(['Say why the invoice is rejected.']);
    const answer = invoiceOf(
      (await sendAs('acme', 'PATCH', path, token, { approval_status: 'rejected', comment: 'Wrong rate' }))
        .body,
    );
    expect(answer.approval?.comment).toBe('Wrong rate');
  });

  it('a paid invoice stays approved; needs invoice::approve', async () => {
    const token = await login('admin@acme.test');
    const paid = await firstWhere((invoice) => invoice.payment_status === 'p');
    const refused = await sendAs('acme', 'PATCH', `invoices/${paid.id}/approval-status`, token, {
      approval_status: 'rejected',
      comment: 'x',
    });
    expect(errorsOf(refused.body).approval_status).toEqual(['An invoice with a payment stays approved.']);
    const sale = await login('sale@acme.test');
    expect(
      (
        await sendAs('acme', 'PATCH', `invoices/${paid.id}/approval-status`, sale, {
          approval_status: 'approved',
        })
      ).status,
    ).toBe(403);
  });
});

describe('invoices: PATCH invoices/{id} edits while not approved', () => {
  it('recomputes lines and VAT (18 % on the total); a rejected invoice goes back to pending', async () => {
    const token = await login('admin@acme.test');
    const row = await firstWhere((invoice) => invoice.approval_status === 'rejected');
    const line = {
      user_id: row.lines[0]!.user_id,
      term_id: null,
      description: 'March',
      days: 16,
      hours: '128:00',
      rate: 45,
    };
    const answer = await sendAs('acme', 'PATCH', `invoices/${row.id}`, token, {
      vat_id: 1,
      lines: [line],
      notes: 'fixed',
    });
    const invoice = invoiceOf(answer.body);
    expect(invoice).toMatchObject({
      subtotal: 5760,
      vat_amount: 1036.8,
      total: 6796.8,
      notes: 'fixed',
      approval_status: 'pending',
    });
    expect(invoice.history.at(-1)).toMatchObject({ action: 'edited', from: 'rejected', to: 'pending' });
  });

  it('422 once approved, and for a due date before the issue date', async () => {
    const token = await login('admin@acme.test');
    const approved = await firstWhere((invoice) => invoice.approval_status === 'approved');
    const locked = await sendAs('acme', 'PATCH', `invoices/${approved.id}`, token, { notes: 'x' });
    expect(locked.status).toBe(422);
    expect(errorsOf(locked.body).approval_status).toEqual([
      'An approved invoice cannot be changed; reject it first.',
    ]);
    const pending = await firstWhere((invoice) => invoice.approval_status === 'pending');
    const dates = await sendAs('acme', 'PATCH', `invoices/${pending.id}`, token, {
      issue_date: '2025-05-10',
      due_date: '2025-05-01',
    });
    expect(errorsOf(dates.body).due_date).toBeDefined();
  });
});

describe('invoices: bulk approve, reject and delete', () => {
  it('approve { ids, type } skips what is already approved and what is of another type', async () => {
    await createVacationInvoice();
    const token = await login('admin@acme.test');
    const pending = await firstWhere(
      (invoice) => invoice.approval_status === 'pending' && invoice.type === 'hours',
    );
    const approved = await firstWhere(
      (invoice) => invoice.approval_status === 'approved' && invoice.type === 'hours',
    );
    const vacation = await firstWhere((invoice) => invoice.type === 'vacation');
    const answer = await sendAs('acme', 'PATCH', 'invoices/approve', token, {
      ids: [pending.id, approved.id, vacation.id, 99999],
      type: 'hours',
    });
    expect(bulkOf(answer.body)).toEqual({
      updated: [pending.id],
      skipped: [
        { id: approved.id, reason: 'already approved' },
        { id: vacation.id, reason: 'of another type (vacation)' },
        { id: 99999, reason: 'not found' },
      ],
    });
    const bad = await sendAs('acme', 'PATCH', 'invoices/approve', token, {
      ids: [pending.id],
      type: 'other',
    });
    expect(errorsOf(bad.body).type).toEqual(['The selected type is invalid.']);
  });

  it('reject?ids[]= { type, comment } needs the comment; paid invoices stay', async () => {
    const token = await login('admin@acme.test');
    const pending = await firstWhere(
      (invoice) => invoice.approval_status === 'pending' && invoice.type === 'hours',
    );
    const paid = await firstWhere((invoice) => invoice.payment_status === 'p' && invoice.type === 'hours');
    const path = `invoices/reject?ids[]=${pending.id}&ids[]=${paid.id}`;
    allowInvalidRequests();
    const bare = await sendAs('acme', 'PATCH', path, token, { type: 'hours' });
    expect(errorsOf(bare.body).comment).toBeDefined();
    const answer = await sendAs('acme', 'PATCH', path, token, { type: 'hours', comment: 'Wrong month' });
    expect(bulkOf(answer.body)).toEqual({
      updated: [pending.id],
      skipped: [{ id: paid.id, reason: 'paid invoices stay' }],
    });
    const row = (await rows()).find((invoice) => invoice.id === pending.id)!;
    expect(row).toMatchObject({ approval_status: 'rejected', approval_comment: 'Wrong month' });
  });

  it('DELETE invoices { ids }: approved → "reject it first", paid → "paid invoices stay"', async () => {
    const token = await login('admin@acme.test');
    const rejected = await firstWhere((invoice) => invoice.approval_status === 'rejected');
    const approved = await firstWhere(
      (invoice) => invoice.approval_status === 'approved' && invoice.payment_status === 'np',
    );
    const paid = await firstWhere((invoice) => invoice.payment_status === 'p');
    const answer = await sendAs('acme', 'DELETE', 'invoices', token, {
      ids: [rejected.id, approved.id, paid.id],
    });
    expect(bulkOf(answer.body)).toEqual({
      updated: [rejected.id],
      skipped: [
        { id: approved.id, reason: 'reject it first' },
        { id: paid.id, reason: 'paid invoices stay' },
      ],
    });
    expect((await rows()).some((invoice) => invoice.id === rejected.id)).toBe(false);
    const empty = await sendAs('acme', 'DELETE', 'invoices', token, { ids: [] });
    expect(errorsOf(empty.body).ids).toEqual(['The ids field is required.']);
    expect(
      (await sendAs('acme', 'DELETE', 'invoices', await login('sale@acme.test'), { ids: [1] })).status,
    ).toBe(403);
  });
});
