import {
  invoicePageSchema,
  invoiceResponseSchema,
  invoiceSelectAllSchema,
} from '@/api/invoices/invoice.schemas';
import { fromCents, lineAmountCents } from '@/lib/cents';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';
import { createVacationInvoice } from '../support/vacation-invoice';

setupMockApi();

const TODAY = '2025-05-15';
const page = async (token: string, body: unknown, query = '') => {
  const answer = await sendAs('acme', 'POST', `invoices${query}`, token, body);
  expect(answer.status).toBe(200);
  return invoicePageSchema.parse(answer.body).data;
};
const rows = async () => (await getTenantDb('acme')).invoices.all();
const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

describe('invoices: POST invoices?page lists with filters, sort, paging and totals', () => {
  it('pages on the server, newest issue first, each row parsed by the client schema', async () => {
    const token = await login('sale@acme.test');
    const all = await rows();
    const first = await page(token, { filter_options: {}, invoices_per_page: 10 }, '?page=2');
    expect(first).toMatchObject({ current_page: 2, per_page: 10, total: all.length });
    expect(first.last_page).toBe(Math.ceil(all.length / 10));
    const dates = first.data.map((invoice) => invoice.issue_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('totals per currency cover every matching invoice, not the page', async () => {
    const token = await login('sale@acme.test');
    const answer = await page(token, { filter_options: {}, invoices_per_page: 5 });
    const all = await rows();
    for (const currency of new Set(all.map((row) => row.currency))) {
      const mine = all.filter((row) => row.currency === currency);
      const total = mine.reduce((sum, row) => sum + row.total_cents, 0);
      const paid = mine.reduce((sum, row) => sum + row.paid_cents, 0);
      expect(answer.totals[currency]).toMatchObject({
        count: mine.length,
        total: fromCents(total),
        paid: fromCents(paid),
        balance: fromCents(total - paid),
      });
    }
  });

  it('filters by payment, approval, type, currency, project and vat', async () => {
    await createVacationInvoice();
    const token = await login('sale@acme.test');
    const all = await rows();
    const cases: [Record<string, unknown>, (row: (typeof all)[number]) => boolean][] = [
      [{ payment_statuses: ['pp'] }, (row) => row.payment_status === 'pp'],
      [{ approval_statuses: ['rejected'] }, (row) => row.approval_status === 'rejected'],
      [{ types: ['vacation'] }, (row) => row.type === 'vacation'],
      [{ currencies: ['GEL'] }, (row) => row.currency === 'GEL'],
      [{ project_ids: [2] }, (row) => row.internal_project_id === 2],
      [{ vat_ids: [1] }, (row) => row.vat_id === 1],
    ];
    for (const [filter, rule] of cases) {
      const answer = await page(token, { filter_options: filter, invoices_per_page: 100 });
      expect(answer.total, JSON.stringify(filter)).toBe(all.filter(rule).length);
      expect(answer.total).toBeGreaterThan(0);
    }
  });

  it('overdue: due before today and not fully paid (partially paid counts)', async () => {
    const token = await login('sale@acme.test');
    const answer = await page(token, { filter_options: { overdue: true }, invoices_per_page: 100 });
    const expected = (await rows()).filter((row) => row.due_date < TODAY && row.payment_status !== 'p');
    expect(answer.total).toBe(expected.length);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.data.every((invoice) => invoice.due_date < TODAY && invoice.payment_status !== 'p')).toBe(
      true,
    );
  });

  it('service period overlap and issue dates', async () => {
    const token = await login('sale@acme.test');
    const period = { from: '2025-03-10', to: '2025-03-20' };
    const answer = await page(token, { filter_options: { period }, invoices_per_page: 100 });
    const expected = (await rows()).filter(
      (row) => row.period_from <= period.to && row.period_to >= period.from,
    );
    expect(answer.total).toBe(expected.length);
    const issued = await page(token, {
      filter_options: { issue_date: { from: '2025-04-01', to: '2025-04-30' } },
      invoices_per_page: 100,
    });
    expect(issued.data.every((invoice) => invoice.issue_date.startsWith('2025-04'))).toBe(true);
    expect(issued.total).toBeGreaterThan(0);
  });

  it('search matches number, project title or client; sort by any column either way', async () => {
    const token = await login('sale@acme.test');
    const some = (await rows())[0]!;
    const byNumber = await page(token, {
      filter_options: { search: some.number.toLowerCase() },
      invoices_per_page: 10,
    });
    expect(byNumber.data.map((invoice) => invoice.id)).toContain(some.id);
    const byProject = await page(token, {
      filter_options: { search: 'atlas platform' },
      invoices_per_page: 100,
    });
    expect(byProject.data.every((invoice) => invoice.project.title === 'Atlas Platform')).toBe(true);
    const byTotal = await page(token, {
      filter_options: { sort: { by: 'total', dir: 'asc' } },
      invoices_per_page: 50,
    });
    const totals = byTotal.data.map((invoice) => invoice.total);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  it('awaiting my approval: pending invoices, only for someone who may approve', async () => {
    const pending = (await rows()).filter((row) => row.approval_status === 'pending').length;
    const admin = await page(await login('admin@acme.test'), {
      filter_options: { awaiting_my_approval: true },
      invoices_per_page: 100,
    });
    expect(admin.total).toBe(pending);
    const sale = await page(await login('sale@acme.test'), {
      filter_options: { awaiting_my_approval: true },
      invoices_per_page: 100,
    });
    expect(sale.total).toBe(0);
  });

  it('422 for an unknown sort or a page size over 100; 403 without invoice::view', async () => {
    allowInvalidRequests();
    const token = await login('sale@acme.test');
    const sort = await sendAs('acme', 'POST', 'invoices', token, {
      filter_options: { sort: { by: 'colour', dir: 'asc' } },
    });
    expect(sort.status).toBe(422);
    expect(errorsOf(sort.body)['filter_options.sort.by']).toEqual(['The selected sort is invalid.']);
    const size = await sendAs('acme', 'POST', 'invoices', token, {
      filter_options: {},
      invoices_per_page: 500,
    });
    expect(size.status).toBe(422);
    expect(errorsOf(size.body).invoices_per_page).toBeDefined();
    const employee = await login('employee@acme.test');
    expect((await sendAs('acme', 'POST', 'invoices', employee, { filter_options: {} })).status).toBe(403);
  });
});

describe('invoices: POST invoices { page, projectId } lists a project’s invoices', () => {
  it('10 a page by default, only that project’s, the page from the body', async () => {
    allowInvalidRequests();
    const token = await login('sale@acme.test');
    const mine = (await rows()).filter((row) => row.internal_project_id === 1);
    const answer = await page(token, { page: 1, projectId: 1 });
    expect(answer.per_page).toBe(10);
    expect(answer.total).toBe(mine.length);
    expect(answer.data.every((invoice) => invoice.project.id === 1)).toBe(true);
    const unknown = await sendAs('acme', 'POST', 'invoices', token, { page: 1, projectId: 9999 });
    expect(unknown.status).toBe(404);
  });
});

describe('invoices: POST select-all-invoices', () => {
  it('answers every matching id, the count and the totals', async () => {
    const token = await login('sale@acme.test');
    const answer = await sendAs('acme', 'POST', 'select-all-invoices', token, {
      filter_options: { payment_statuses: ['np'] },
    });
    const body = invoiceSelectAllSchema.parse(answer.body).data;
    const expected = (await rows()).filter((row) => row.payment_status === 'np').map((row) => row.id);
    expect([...body.ids].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(body.count).toBe(expected.length);
    expect(Object.values(body.totals).reduce((sum, totals) => sum + totals.count, 0)).toBe(expected.length);
  });

  it('answers the same ids by invoice type, in the list order, as approve and reject take one type', async () => {
    await createVacationInvoice();
    const token = await login('sale@acme.test');
    const answer = await sendAs('acme', 'POST', 'select-all-invoices', token, {
      filter_options: { approval_statuses: ['pending'] },
    });
    const body = invoiceSelectAllSchema.parse(answer.body).data;
    const typeOf = new Map((await rows()).map((row) => [row.id, row.type]));
    expect(Object.keys(body.ids_by_type).sort()).toEqual(['hours', 'vacation']);
    for (const [type, ids] of Object.entries(body.ids_by_type)) {
      expect(ids.every((id) => typeOf.get(id) === type)).toBe(true);
      expect(ids).toEqual(body.ids.filter((id) => typeOf.get(id) === type));
    }
  });

  it('refuses more than 5,000 matches (422 at filter_options)', async () => {
    const db = await getTenantDb('acme');
    const template = db.invoices.all()[0]!;
    const start = Math.max(...db.invoices.all().map((row) => row.id)) + 1;
    await db.invoices.createMany(5001, (index) => ({ ...structuredClone(template), id: start + index }));
    const answer = await sendAs('acme', 'POST', 'select-all-invoices', await login('sale@acme.test'), {
      filter_options: {},
    });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body).filter_options?.[0]).toMatch(/narrow the filters to at most 5,000/);
  });
});

describe('invoices: GET invoices/{id}', () => {
  it('answers the whole invoice: lines in HH:MM, VAT from the list, approval and history with names', async () => {
    const token = await login('sale@acme.test');
    const row = (await rows()).find((invoice) => invoice.approval_status === 'rejected')!;
    const answer = await getAs('acme', `invoices/${row.id}`, token);
    const invoice = invoiceResponseSchema.parse(answer.body).data;
    expect(invoice.total).toBe(fromCents(row.total_cents));
    expect(invoice.balance).toBe(fromCents(row.total_cents - row.paid_cents));
    expect(invoice.lines[0]?.hours).toMatch(/^\d{2,}:\d{2}$/);
    expect(invoice.vat?.percentage).toBe(row.vat_percentage);
    expect(invoice.approval?.comment).toBe(row.approval_comment);
    expect(invoice.approval?.comment).toBeTruthy();
    expect(invoice.history.map((event) => event.action)).toEqual(['created', 'rejected']);
    expect(invoice.history[1]?.by?.name).toBeTruthy();
  });

  it('explains a seeded invoice from its period and lines: working days, weekends and holidays, forecast', async () => {
    const token = await login('sale@acme.test');
    const noLeave = (row: Awaited<ReturnType<typeof rows>>[number]) =>
      row.leave_minutes.vacation + row.leave_minutes.sick_leave + row.leave_minutes.other === 0;
    const all = await rows();
    const march = all.find(
      (row) => row.type === 'hours' && row.period_from === '2025-03-01' && noLeave(row),
    )!;
    const calculation = invoiceResponseSchema.parse((await getAs('acme', `invoices/${march.id}`, token)).body)
      .data.calculation;
    // Example A's month: 21 weekdays less Mother's Day.
    expect(calculation?.working_days).toBe(20);
    expect(calculation?.skipped).toContainEqual({
      date: '2025-03-03',
      reason: 'holiday',
      name: "Mother's Day",
    });
    expect(calculation?.skipped).toContainEqual({ date: '2025-03-08', reason: 'weekend', name: null });
    // No leave taken off: every planned day was billed.
    expect(calculation?.forecast).toBe(fromCents(march.subtotal_cents));

    // A seeded invoice that left a day of vacation out, as the seed's invoices do where an allocation
    // runs over leave (its plan books around leave, so one is made of another month's invoice).
    const base = all.find((row) => row.type === 'hours' && row.id !== march.id && row.lines.length === 1)!;
    const perDay = base.lines[0]!.minutes / base.lines[0]!.days;
    await (
      await getTenantDb('acme')
    ).invoices.update((q) => q.where({ id: base.id }), {
      data(row) {
        const line = row.lines[0]!;
        line.days -= 1;
        line.minutes -= perDay;
        line.amount_cents = lineAmountCents(line.minutes, line.rate_cents);
        row.subtotal_cents = line.amount_cents;
        row.leave_minutes.vacation = perDay;
      },
    });
    const withLeave = (await rows()).find((row) => row.id === base.id)!;
    const explained = invoiceResponseSchema.parse(
      (await getAs('acme', `invoices/${withLeave.id}`, token)).body,
    ).data.calculation;
    expect(explained!.forecast).toBeGreaterThan(fromCents(withLeave.subtotal_cents));
  });

  it('404 for an unknown id, 403 without invoice::view', async () => {
    expect((await getAs('acme', 'invoices/99999', await login('sale@acme.test'))).status).toBe(404);
    expect((await getAs('acme', 'invoices/1', await login('employee@acme.test'))).status).toBe(403);
  });
});
