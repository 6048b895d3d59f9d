import {
  invoiceCalculationSchema,
  invoiceResponseSchema,
  type SkippedDay,
} from '@/api/invoices/invoice.schemas';
import { timeOffPreviewSchema } from '@/api/time-offs/time-off.schemas';
import { trafficPageSchema } from '@/api/traffic/traffic.schemas';
import { getTenantDb } from '@/mocks/db';
import { leaveDaysOf } from '@/mocks/rules/invoice-calculation';
import { workingDaysBreakdown } from '@/lib/working-days';
import { projectHolidays } from '@/mocks/db/project-view';
import { addMarchTerm, colleagueSaleDoesNotReview, MARCH } from '../support/march-invoice-fixtures';
import { tenantLeave } from '@/mocks/db/time-off-leave';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';
import { storeTimeOff } from './time-off-rows';

setupMockApi();

// Issue 30, M2: the kind of a colleague's leave is private (sick leave is health data) everywhere, as
// the team calendar keeps it: `type` only to those who may see the request itself (their own, one they
// review, or time-off::manage); to anyone else `type: null`, which the client shows as "Away".
// The seeded acme: admin@ (time-off::manage), sale@ (traffic::view, employee@'s approver), employee@.

const OCTOBER = {
  type: 'vacation',
  start_date: '2025-10-06',
  end_date: '2025-10-08',
  partial_days: [],
  note: null,
};

// employee@ is alone in their department in the seed: two colleagues join it here.
async function accounts() {
  const db = await getTenantDb('acme');
  const byEmail = (email: string) => db.users.findFirst((q) => q.where({ email }))!;
  const employee = byEmail('employee@acme.test');
  const sale = byEmail('sale@acme.test');
  const staff = db.users
    .all()
    .filter((user) => !user.archived && user.stage === '' && ![employee.id, sale.id].includes(user.id))
    .slice(0, 2);
  for (const person of staff)
    await db.users.update((q) => q.where({ id: person.id }), {
      data(user) {
        user.department_id = employee.department_id;
      },
    });
  return { db, employee, sale, teammates: staff };
}

async function overlapsAs(email: string, body: Record<string, unknown>) {
  const answer = await sendAs('acme', 'POST', 'time-offs/preview', await login(email), body);
  expect(answer.status).toBe(200);
  return timeOffPreviewSchema.parse(answer.body).data.overlaps;
}

describe('the kind of leave is private outside the calendar too (issue 30, M2)', () => {
  it('the preview names teammates off but not why, unless the caller may see their request', async () => {
    const { employee, teammates } = await accounts();
    expect(employee.department_id).not.toBeNull();
    const [sick, reviewed] = teammates;
    await storeTimeOff(sick!.id, { type: 'sick_leave', start_date: '2025-10-06', end_date: '2025-10-10' });
    // One employee@ reviews: its kind is theirs to see.
    await storeTimeOff(reviewed!.id, {
      type: 'parental_leave',
      status: 'pending',
      start_date: '2025-10-07',
      end_date: '2025-10-07',
      approvals: [
        {
          step: 1,
          reviewer_id: employee.id,
          decision: null,
          comment: null,
          decided_at: null,
          decided_by: null,
        },
      ],
    });

    const asEmployee = await overlapsAs('employee@acme.test', OCTOBER);
    const ofSick = asEmployee.filter((item) => item.user.id === sick!.id);
    expect(ofSick.length).toBeGreaterThan(0);
    expect(ofSick.every((item) => item.type === null)).toBe(true);
    expect(asEmployee.find((item) => item.user.id === reviewed!.id)?.type).toBe('parental_leave');
    // Nobody else's kind either: only the one employee@ reviews carries a type.
    expect(asEmployee.filter((item) => item.type !== null).map((item) => item.user.id)).toEqual([
      reviewed!.id,
    ]);

    // time-off::manage previewing employee@'s own request sees every kind.
    const asManager = await overlapsAs('admin@acme.test', { ...OCTOBER, user_id: employee.id });
    expect(asManager.find((item) => item.user.id === sick!.id)?.type).toBe('sick_leave');
  });

  it('GET traffic sends the kind only of requests the caller may see: sale@ sees employee@’s, no one else’s', async () => {
    const { db, employee, sale, teammates } = await accounts();
    await storeTimeOff(teammates[0]!.id, {
      type: 'sick_leave',
      start_date: '2025-05-12',
      end_date: '2025-05-14',
    });
    const range = 'from=2024-06-01&to=2025-05-31&per_page=100';
    const answer = await getAs('acme', `traffic?${range}`, await login('sale@acme.test'));
    expect(answer.status).toBe(200);
    const rows = trafficPageSchema.parse(answer.body).data.data;
    const stored = new Map(db.timeOffs.all().map((row) => [row.id, row]));
    const timeOffs = rows.flatMap((row) => row.time_offs);
    const visible = (id: number) => {
      const row = stored.get(id)!;
      return row.user_id === sale.id || row.approvals.some((step) => step.reviewer_id === sale.id);
    };
    const hidden = timeOffs.filter((timeOff) => !visible(timeOff.id));
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.filter((timeOff) => timeOff.type !== null)).toEqual([]);
    const seen = timeOffs.filter((timeOff) => visible(timeOff.id));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((timeOff) => timeOff.type === stored.get(timeOff.id)!.type)).toBe(true);
    expect(
      rows.find((row) => row.user.id === employee.id)!.time_offs.every((timeOff) => timeOff.type !== null),
    ).toBe(true);

    // time-off::manage sees every kind.
    const asAdmin = await getAs('acme', `traffic?${range}`, await login('admin@acme.test'));
    const all = trafficPageSchema.parse(asAdmin.body).data.data.flatMap((row) => row.time_offs);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((timeOff) => timeOff.type === stored.get(timeOff.id)!.type)).toBe(true);
  });
});

// Issue 30: invoice calculations (invoice::view, which the sale role has) list each person's leave
// days; the kind goes only to who may see the request, as above.
describe('invoice calculations name the kind of leave only to who may see the request (issue 30)', () => {
  // A colleague sale@ reviews nothing of, and employee@ (whose request sale@ reviews), both billed on
  // project 1 in March with unbilled sick leave; the colleague has a vacation day too.
  async function sickInMarch() {
    const db = await getTenantDb('acme');
    const byEmail = (email: string) => db.users.findFirst((q) => q.where({ email }))!;
    const sale = byEmail('sale@acme.test');
    const employee = byEmail('employee@acme.test');
    const colleague = colleagueSaleDoesNotReview(db, [employee.id]);
    await addMarchTerm(db, colleague.id);
    await addMarchTerm(db, employee.id);
    const unbilled = { type: 'sick_leave', exclusion: 'fully' } as const;
    await storeTimeOff(colleague.id, { ...unbilled, start_date: '2025-03-10', end_date: '2025-03-11' });
    await storeTimeOff(colleague.id, { start_date: '2025-03-17', end_date: '2025-03-17' });
    // A March working day employee@ has no other leave on.
    const taken = new Set(
      tenantLeave(db)
        .filter((timeOff) => timeOff.user_id === employee.id)
        .flatMap((timeOff) => leaveDaysOf(timeOff, projectHolidays(db)).map((day) => day.date)),
    );
    const free = workingDaysBreakdown(MARCH.from, MARCH.to, projectHolidays(db)).dates.find(
      (date) => !taken.has(date),
    )!;
    await storeTimeOff(employee.id, {
      ...unbilled,
      start_date: free,
      end_date: free,
      approvals: [
        { step: 1, reviewer_id: sale.id, decision: null, comment: null, decided_at: null, decided_by: null },
      ],
    });
    return { colleague, employee, free };
  }

  const daysOf = (skipped: readonly SkippedDay[], userId: number) =>
    skipped.filter((day) => day.user_id === userId);

  async function calculationAs(email: string, path: string, userIds: number[]) {
    const answer = await sendAs('acme', 'POST', path, await login(email), { ...MARCH, user_ids: userIds });
    expect(answer.status).toBe(200);
    return invoiceCalculationSchema.parse(answer.body).data;
  }

  it('the hours and vacation previews say a colleague was away, not why, unless the caller may see the request', async () => {
    const { colleague, employee, free } = await sickInMarch();
    const ids = [colleague.id, employee.id];

    const asSale = await calculationAs('sale@acme.test', 'invoice-calculations/1', ids);
    const away = daysOf(asSale.skipped, colleague.id);
    expect(away.map((day) => day.date)).toEqual(expect.arrayContaining(['2025-03-10', '2025-03-11']));
    expect(away.every((day) => day.reason === null && day.name === null)).toBe(true);
    // sale@ reviews employee@'s request: its kind is theirs to see.
    expect(daysOf(asSale.skipped, employee.id).find((day) => day.date === free)?.reason).toBe('sick_leave');
    // Weekends and holidays still say what they are.
    expect(asSale.skipped).toContainEqual({ date: '2025-03-08', reason: 'weekend', name: null });

    const vacation = await calculationAs('sale@acme.test', 'invoice-vacation-calculations/1', ids);
    expect(daysOf(vacation.skipped, colleague.id).every((day) => day.reason === null)).toBe(true);

    // time-off::manage sees every kind.
    const asAdmin = await calculationAs('admin@acme.test', 'invoice-calculations/1', ids);
    const named = daysOf(asAdmin.skipped, colleague.id);
    expect(named.find((day) => day.date === '2025-03-10')).toMatchObject({
      reason: 'sick_leave',
      name: 'Sick leave',
    });
    expect(named.find((day) => day.date === '2025-03-17')?.reason).toBe('vacation');
  });

  it('GET invoices/{id} keeps the calculation it was made from, naming the kind only to who may see it', async () => {
    const { colleague } = await sickInMarch();
    const admin = await login('admin@acme.test');
    const created = await sendAs('acme', 'POST', 'invoices-create', admin, {
      project_id: 1,
      type: 'hours',
      period_from: MARCH.from,
      period_to: MARCH.to,
      issue_date: '2025-04-01',
      due_date: '2025-05-01',
      vat_id: null,
      language: 'en',
      lines: [
        { user_id: colleague.id, term_id: null, description: 'March', days: 18, hours: '144:00', rate: 45 },
      ],
      notes: null,
      allow_duplicate: true,
    });
    expect(created.status).toBe(201);
    const { id } = invoiceResponseSchema.parse(created.body).data;
    const skippedAs = async (token: string) => {
      const answer = await getAs('acme', `invoices/${id}`, token);
      expect(answer.status).toBe(200);
      return daysOf(invoiceResponseSchema.parse(answer.body).data.calculation?.skipped ?? [], colleague.id);
    };

    const asSale = await skippedAs(await login('sale@acme.test'));
    expect(asSale.length).toBeGreaterThanOrEqual(3);
    expect(asSale.every((day) => day.reason === null && day.name === null)).toBe(true);
    const asAdmin = await skippedAs(admin);
    expect(asAdmin.find((day) => day.date === '2025-03-10')?.reason).toBe('sick_leave');
  });
});
