import { countryHolidaysBetween } from '@/lib/holidays';
import { leaveDaysOf } from '@/mocks/rules/invoice-calculation';
import { getTenantDb } from '@/mocks/db';
import { nextId } from '@/mocks/db/tenant-db';
import { tenantLeave } from '@/mocks/db/time-off-leave';
import type { TimeOffRow } from '@/mocks/db/time-off-schemas';
import { addMarchTerm, MARCH } from '../support/march-invoice-fixtures';
import { login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

// A stored, approved time off with a morning costs the calculations half a day, not a whole one.
const holidays = countryHolidaysBetween('GE', '2024-01-01', '2026-12-31');

type Calculation = {
  data: {
    skipped: { date: string; reason: string; user_id?: number; part?: string; minutes?: number }[];
    lines: ({ days: number; hours: string; amount: number } & Record<string, unknown>)[];
    subtotal: number;
    forecast: number;
  };
};

// Someone billable with no leave in March and no term on project 1, given example A's term (08:00 at
// 45.00 for March) and a stored approved vacation on Mon 17 March, the morning only.
async function morningOffInMarch(exclusion: TimeOffRow['exclusion']) {
  const db = await getTenantDb('acme');
  const leave = tenantLeave(db);
  const onProject = new Set(
    db.terms.findMany((q) => q.where({ internal_project_id: 1 })).map((term) => term.user_id),
  );
  const inMarch = (userId: number) =>
    leave
      .filter((timeOff) => timeOff.user_id === userId)
      .flatMap((timeOff) => leaveDaysOf(timeOff, holidays))
      .some((day) => day.date >= MARCH.from && day.date <= MARCH.to);
  const person = db.users
    .all()
    .find((user) => user.is_billable && !user.archived && !onProject.has(user.id) && !inMarch(user.id));
  if (!person) throw new Error('The seed has no such person');
  await addMarchTerm(db, person.id);
  await db.timeOffs.create({
    id: nextId(db.timeOffs),
    user_id: person.id,
    type: 'vacation',
    status: 'approved',
    start_date: '2025-03-17',
    end_date: '2025-03-17',
    partial_days: [{ date: '2025-03-17', part: 'am', hours: null }],
    note: null,
    attachment: null,
    exclusion,
    excluded_days: 0,
    approvals: [],
    history: [],
    created_by: person.id,
    created_at: '2025-03-01T09:00:00Z',
    withdrawn_at: null,
  });
  return person.id;
}

// As admin@ (time-off::manage), who may see the kind of everyone's leave (issue 30).
const calculate = async (path: string, userId: number) =>
  (await sendAs('acme', 'POST', path, await login('admin@acme.test'), { ...MARCH, user_ids: [userId] }))
    .body as Calculation;

describe('a stored morning off on the invoice calculations', () => {
  it('costs the hours invoice half a day: 19.5 d, 156:00, 7,020.00 against 7,200.00', async () => {
    const userId = await morningOffInMarch('fully');
    const { data } = await calculate('invoice-calculations/1', userId);
    expect(data.lines).toEqual([
      expect.objectContaining({ days: 19.5, hours: '156:00', rate: 45, amount: 7020 }),
    ]);
    expect([data.subtotal, data.forecast]).toEqual([7020, 7200]);
    expect(data.skipped.filter((day) => day.user_id === userId)).toEqual([
      { date: '2025-03-17', reason: 'vacation', name: 'Vacation', user_id: userId, part: 'am', minutes: 240 },
    ]);
  });

  it('bills half a day on the vacation invoice when not excluded: 0.5 d, 04:00, 180.00', async () => {
    const userId = await morningOffInMarch('no');
    const { data } = await calculate('invoice-vacation-calculations/1', userId);
    expect(data.lines).toEqual([
      expect.objectContaining({
        days: 0.5,
        hours: '04:00',
        amount: 180,
        exclusion: 'no',
        vacation_days: 0.5,
        excluded_days: 0,
      }),
    ]);
  });
});

describe('a seeded request with a part day', () => {
  // acme's person 33 has one approved vacation in March 2025, seeded: Tue 18 – Mon 24, the afternoon
  // of the 24th off, exclusion `no`: 5 working days (the weekend free) less half a day = 4.5 days.
  const PERSON = 33;

  it('costs 4.5 days: hours 15.5 d, 124:00, 5,580.00; vacation 4.5 d, 36:00, 1,620.00', async () => {
    const db = await getTenantDb('acme');
    const march = tenantLeave(db).filter(
      (timeOff) =>
        timeOff.user_id === PERSON && timeOff.start_date <= MARCH.to && timeOff.end_date >= MARCH.from,
    );
    expect(march).toEqual([
      expect.objectContaining({
        kind: 'vacation',
        start_date: '2025-03-18',
        end_date: '2025-03-24',
        exclusion: 'no',
        partial_days: [{ date: '2025-03-24', part: 'pm', hours: null }],
      }),
    ]);
    await addMarchTerm(db, PERSON);
    const hours = await calculate('invoice-calculations/1', PERSON);
    expect(hours.data.lines).toEqual([
      expect.objectContaining({ days: 15.5, hours: '124:00', amount: 5580 }),
    ]);
    const vacation = await calculate('invoice-vacation-calculations/1', PERSON);
    expect(vacation.data.lines).toEqual([
      expect.objectContaining({ days: 4.5, hours: '36:00', amount: 1620, vacation_days: 4.5 }),
    ]);
  });
});

describe('POST invoices-create with a part day', () => {
  it('stores a line of 19.5 days and refuses more than two decimals', async () => {
    const userId = await morningOffInMarch('fully');
    const token = await login('admin@acme.test');
    const invoice = (days: number) => ({
      project_id: 1,
      type: 'hours',
      period_from: MARCH.from,
      period_to: MARCH.to,
      issue_date: '2025-04-01',
      due_date: '2025-05-01',
      vat_id: 1,
      language: 'en',
      lines: [{ user_id: userId, term_id: null, description: 'March', days, hours: '156:00', rate: 45 }],
      notes: null,
      allow_duplicate: true,
    });
    const stored = await sendAs('acme', 'POST', 'invoices-create', token, invoice(19.5));
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ data: { lines: [{ days: 19.5, hours: '156:00', amount: 7020 }] } });
    const refused = await sendAs('acme', 'POST', 'invoices-create', token, invoice(19.555));
    expect(refused.body).toMatchObject({
      errors: { 'lines.0.days': ['The lines.0.days field must be at least 0.'] },
    });
  });
});
