import { lineAmountCents, toCents } from '@/lib/cents';
import { parseDuration } from '@/lib/duration';
import { LEAVE_NAMES } from '@/mocks/rules/invoice-calculation';
import { daysOfDayMinutes, skippedDayMinutes } from '@/lib/leave-day-share';
import { getTenantDb } from '@/mocks/db';
import { tenantLeave } from '@/mocks/db/time-off-leave';
import { leaveDaysOf } from '@/mocks/rules/invoice-calculation';
import { countryHolidaysBetween } from '@/lib/holidays';
import { invoiceResponseSchema } from '@/api/invoices/invoice.schemas';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

const MARCH = { from: '2025-03-01', to: '2025-03-31' };
const holidays = countryHolidaysBetween('GE', '2024-01-01', '2026-12-31');

type Line = { user: { id: number }; days: number; hours: string; rate: number; amount: number } & Record<
  string,
  unknown
>;
type Calculation = {
  data: {
    currency: string;
    working_days: number;
    skipped: { date: string; reason: string; name: string | null; user_id?: number; minutes?: number }[];
    lines: Line[];
    subtotal: number;
    forecast: number;
    existing_invoices: { id: number; number: string }[];
  };
};

// Example A's term (March 2025, 08:00 at 45.00) on project 1 for a billable person of acme whose
// seeded leave in March matches `wanted`.
async function termInMarch(wanted: (marchLeave: number) => boolean) {
  const db = await getTenantDb('acme');
  const leave = tenantLeave(db);
  // Someone with no term of project 1 yet, so the new term's line is the only one.
  const onProject = new Set(
    db.terms.findMany((q) => q.where({ internal_project_id: 1 })).map((term) => term.user_id),
  );
  const person = db.users.all().find(
    (user) =>
      user.is_billable &&
      !user.archived &&
      !onProject.has(user.id) &&
      wanted(
        leave
          .filter((timeOff) => timeOff.user_id === user.id)
          .flatMap((timeOff) => leaveDaysOf(timeOff, holidays))
          .filter((day) => day.date >= MARCH.from && day.date <= MARCH.to).length,
      ),
  );
  if (!person) throw new Error('The seed has no such person');
  const id = Math.max(...db.terms.all().map((term) => term.id)) + 1;
  const plan = { start_date: MARCH.from, end_date: MARCH.to, minutes_per_day: 480, rate_cents: 4500 };
  await db.terms.create({
    ...plan,
    id,
    internal_project_id: 1,
    user_id: person.id,
    status: 'confirmed',
    note: null,
    baseline: plan,
    created_at: '2025-02-01',
  });
  return {
    db,
    userId: person.id,
    termId: id,
    leave: leave.filter((timeOff) => timeOff.user_id === person.id),
  };
}

const calculate = async (path: string, token: string, body: unknown) =>
  sendAs('acme', 'POST', path, token, body);

describe('POST invoice-calculations/{projectId}', () => {
  it('bills a term with no leave as example A: 20 d, 160:00, 7,200.00; stores nothing', async () => {
    const { db, userId } = await termInMarch((days) => days === 0);
    const before = db.invoices.all().length;
    const token = await login('sale@acme.test');
    const { status, body } = await calculate('invoice-calculations/1', token, {
      ...MARCH,
      user_ids: [userId],
    });
    expect(status).toBe(200);
    const { data } = body as Calculation;
    expect(data.working_days).toBe(20);
    expect(data.lines).toEqual([
      {
        user: { id: userId, name: expect.any(String) },
        term_id: expect.any(Number),
        days: 20,
        hours: '160:00',
        rate: 45,
        amount: 7200,
      },
    ]);
    expect([data.subtotal, data.forecast]).toEqual([7200, 7200]);
    expect(data.skipped).toContainEqual({ date: '2025-03-03', reason: 'holiday', name: "Mother's Day" });
    expect(data.skipped).toContainEqual({ date: '2025-03-08', reason: 'weekend', name: null });
    expect(db.invoices.all()).toHaveLength(before);
  });

  it('leaves out the person’s seeded leave, each day named with the person, and the gap shows it', async () => {
    const { userId } = await termInMarch((days) => days >= 2);
    const token = await login('sale@acme.test');
    const { data } = (await calculate('invoice-calculations/1', token, { ...MARCH, user_ids: [userId] }))
      .body as Calculation;
    const leaveDays = data.skipped.filter((day) => day.user_id === userId);
    expect(leaveDays.length).toBeGreaterThan(0);
    for (const day of leaveDays) {
      expect(['vacation', 'sick_leave']).toContain(day.reason);
      expect(day.name).toBe(LEAVE_NAMES[day.reason as 'vacation' | 'sick_leave']);
    }
    // A part leave day leaves out only its share (minutes of the 8:00 day).
    const leaveMinutes = leaveDays.reduce((sum, day) => sum + skippedDayMinutes(day), 0);
    const [line] = data.lines;
    expect(line?.days).toBe(daysOfDayMinutes(20 * 480 - leaveMinutes));
    expect(line?.amount).toBe(((20 * 480 - leaveMinutes) * 4500) / 60 / 100);
    expect(data.forecast - data.subtotal).toBeCloseTo((leaveMinutes * 4500) / 60 / 100, 2);
  });

  it('lists the invoices that already cover the project, type and period', async () => {
    const db = await getTenantDb('acme');
    const seeded = db.invoices.all().find((invoice) => invoice.approval_status !== 'rejected')!;
    const token = await login('sale@acme.test');
    const { data } = (
      await calculate(`invoice-calculations/${seeded.internal_project_id}`, token, {
        from: seeded.period_from,
        to: seeded.period_to,
      })
    ).body as Calculation;
    expect(data.existing_invoices).toContainEqual({ id: seeded.id, number: seeded.number });
  });

  it('answers 422 for a missing or reversed period, 404 for an unknown project, 403 without invoice::view', async () => {
    allowInvalidRequests();
    const token = await login('sale@acme.test');
    expect((await calculate('invoice-calculations/1', token, { to: '2025-03-31' })).body).toMatchObject({
      errors: { from: ['The from field is required.'] },
    });
    expect(
      (await calculate('invoice-calculations/1', token, { from: '2025-03-31', to: '2025-03-01' })).body,
    ).toMatchObject({
      errors: { to: ['The to field must be a date after or equal to from.'] },
    });
    expect((await calculate('invoice-calculations/99999', token, MARCH)).status).toBe(404);
    const employee = await login('employee@acme.test');
    expect((await calculate('invoice-calculations/1', employee, MARCH)).status).toBe(403);
  });
});

describe('POST invoice-vacation-calculations/{projectId}', () => {
  it('bills each vacation by its exclusion: days − excluded at the term’s minutes and rate', async () => {
    const { userId, leave } = await termInMarch((days) => days >= 1);
    const token = await login('sale@acme.test');
    const { status, body } = await calculate('invoice-vacation-calculations/1', token, {
      ...MARCH,
      user_ids: [userId],
    });
    expect(status).toBe(200);
    const { data } = body as Calculation;
    const vacations = leave.filter(
      (timeOff) =>
        timeOff.kind === 'vacation' &&
        leaveDaysOf(timeOff, holidays).some((day) => day.date >= MARCH.from && day.date <= MARCH.to),
    );
    expect(data.lines.map((line) => line.exclusion)).toEqual(vacations.map((timeOff) => timeOff.exclusion));
    for (const line of data.lines) {
      // Day sums of shares, each shown to two decimals; the amount is the line's hours at the rate.
      const billable = (line.vacation_days as number) - (line.excluded_days as number);
      expect(line.days).toBeCloseTo(line.exclusion === 'fully' ? 0 : billable, 1);
      expect(toCents(line.amount)).toBe(lineAmountCents(parseDuration(line.hours) ?? -1, 4500));
    }
    expect(data.forecast).toBe(0);
    expect(data.skipped.some((day) => day.reason === 'sick_leave')).toBe(false);
  });
});

async function clearInvoicesOfProject1(db: Awaited<ReturnType<typeof getTenantDb>>) {
  for (const invoice of db.invoices.findMany((q) => q.where({ internal_project_id: 1 })))
    await db.invoices.delete((q) => q.where({ id: invoice.id }));
}

const newInvoice = (userId: number, termId: number | null) => ({
  project_id: 1,
  type: 'hours',
  period_from: MARCH.from,
  period_to: MARCH.to,
  issue_date: '2025-04-01',
  due_date: '2025-05-01',
  vat_id: 1,
  language: 'en',
  lines: [
    { user_id: userId, term_id: termId, description: 'March 2025', days: 16, hours: '128:00', rate: 45 },
  ],
  notes: null,
});

describe('POST invoices-create', () => {
  it('stores the invoice pending approval and not paid, VAT 18 % on 5,760.00 = 1,036.80, history "created"', async () => {
    const { db, userId, termId } = await termInMarch(() => true);
    await clearInvoicesOfProject1(db);
    const token = await login('admin@acme.test');
    const { status, body } = await sendAs(
      'acme',
      'POST',
      'invoices-create',
      token,
      newInvoice(userId, termId),
    );
    expect(status).toBe(201);
    const { data } = body as { data: Record<string, unknown> & { id: number; history: unknown[] } };
    expect(data).toMatchObject({
      type: 'hours',
      approval_status: 'pending',
      payment_status: 'np',
      subtotal: 5760,
      vat_amount: 1036.8,
      total: 6796.8,
      balance: 6796.8,
      number: `INV-2025-${String(data.id).padStart(4, '0')}`,
      lines: [{ days: 16, hours: '128:00', rate: 45, amount: 5760 }],
    });
    expect(data.history).toEqual([
      expect.objectContaining({ action: 'created', by: { id: 1, name: 'Nino Beridze' } }),
    ]);
    expect(db.invoices.findFirst((q) => q.where({ id: data.id }))?.approval_status).toBe('pending');
  });

  it('keeps the calculation it was made from: GET invoices/{id} explains the days as the preview did', async () => {
    const { db, userId, termId } = await termInMarch((days) => days >= 1);
    await clearInvoicesOfProject1(db);
    const token = await login('admin@acme.test');
    const preview = (
      (await calculate('invoice-calculations/1', token, { ...MARCH, user_ids: [userId] })).body as Calculation
    ).data;
    const created = await sendAs('acme', 'POST', 'invoices-create', token, newInvoice(userId, termId));
    const { id } = (created.body as { data: { id: number } }).data;
    const detail = invoiceResponseSchema.parse((await getAs('acme', `invoices/${id}`, token)).body).data;
    expect(detail.calculation).toEqual({
      working_days: preview.working_days,
      skipped: preview.skipped,
      forecast: preview.forecast,
    });
    expect(detail.calculation?.skipped.some((day) => day.user_id === userId)).toBe(true);
    expect(detail.calculation?.forecast).toBe(7200);
  });

  it('refuses a second hours invoice of the same project and period, naming the first, unless allowed', async () => {
    const { db, userId, termId } = await termInMarch(() => true);
    await clearInvoicesOfProject1(db);
    const token = await login('admin@acme.test');
    const first = await sendAs('acme', 'POST', 'invoices-create', token, newInvoice(userId, termId));
    const firstNumber = (first.body as { data: { number: string } }).data.number;
    const second = await sendAs('acme', 'POST', 'invoices-create', token, newInvoice(userId, termId));
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({
      errors: { period_from: [`An hours invoice for this project and period exists (${firstNumber})`] },
    });
    const allowed = await sendAs('acme', 'POST', 'invoices-create', token, {
      ...newInvoice(userId, termId),
      allow_duplicate: true,
    });
    expect(allowed.status).toBe(201);
    const vacation = await sendAs('acme', 'POST', 'invoices-create', token, {
      ...newInvoice(userId, termId),
      type: 'vacation',
    });
    expect(vacation.status).toBe(201);
  });

  it('answers 422 on the fields it refuses and 403 without invoice::update', async () => {
    const { userId } = await termInMarch(() => true);
    const token = await login('admin@acme.test');
    const bad = await sendAs('acme', 'POST', 'invoices-create', token, {
      ...newInvoice(userId, null),
      lines: [{ user_id: userId, term_id: 99999, description: '', days: -1, hours: '8h', rate: 0 }],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'lines.0.days',
      'lines.0.hours',
      'lines.0.rate',
      'lines.0.term_id',
    ]);
    const noLines = await sendAs('acme', 'POST', 'invoices-create', token, {
      ...newInvoice(userId, null),
      lines: [],
    });
    expect(noLines.body).toMatchObject({ errors: { lines: ['The lines field is required.'] } });
    const dates = await sendAs('acme', 'POST', 'invoices-create', token, {
      ...newInvoice(userId, null),
      due_date: '2025-03-01',
    });
    expect(dates.body).toMatchObject({
      errors: { due_date: ['The due date field must be a date after or equal to issue date.'] },
    });
    const sale = await login('sale@acme.test');
    expect((await sendAs('acme', 'POST', 'invoices-create', sale, newInvoice(userId, null))).status).toBe(
      403,
    );
  });
});
