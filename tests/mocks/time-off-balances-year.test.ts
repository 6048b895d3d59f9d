import { balancePageSchema } from '@/api/time-offs/time-off.schemas';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, setupMockApi } from '../support/mock-api';
import { storeTimeOff } from './time-off-rows';

setupMockApi();

// The sick, parental and unpaid counters count one calendar year's working days (proposed `year`).
// employee@ (Tbilisi: Georgia's holidays) has no seeded leave after 2025; the mock knows holidays up
// to two years past its reference day (15 May 2025).

async function balanceOf(query: string) {
  const token = await login('employee@acme.test');
  const { status, body } = await getAs('acme', `time-offs/balances?${query}`, token);
  return { status, balance: status === 200 ? balancePageSchema.parse(body).data.data[0]! : null, body };
}

describe('time-off balances: the counters’ year', () => {
  it('counts a request crossing New Year in each year, and a pending one only where its days fall', async () => {
    const db = await getTenantDb('acme');
    const employee = db.users.findFirst((q) => q.where({ email: 'employee@acme.test' }))!;
    // Tue 29 Dec 2026 – Mon 4 Jan 2027, the afternoon of the 29th off: 1.5 days in 2026 (31 December is
    // acme's company day off); 1 January is a holiday, 2 and 3 a weekend, so 1 day in 2027.
    await storeTimeOff(employee.id, {
      type: 'sick_leave',
      start_date: '2026-12-29',
      end_date: '2027-01-04',
      partial_days: [{ date: '2026-12-29', part: 'pm', hours: null }],
    });
    // Tue 5 – Thu 7 Jan 2027, 7 January Orthodox Christmas: 2 days, pending.
    await storeTimeOff(employee.id, {
      type: 'unpaid_leave',
      status: 'pending',
      start_date: '2027-01-05',
      end_date: '2027-01-07',
    });

    const in2026 = (await balanceOf('date=2027-06-30&year=2026')).balance!;
    expect(in2026.year).toBe(2026);
    expect(in2026.sick_leave).toEqual({ taken: 1.5, planned: 0, pending: 0 });
    expect(in2026.unpaid_leave).toEqual({ taken: 0, planned: 0, pending: 0 });

    // Without a year, the year of the day read at.
    const in2027 = (await balanceOf('date=2027-06-30')).balance!;
    expect(in2027.year).toBe(2027);
    expect(in2027.sick_leave).toEqual({ taken: 1, planned: 0, pending: 0 });
    expect(in2027.unpaid_leave).toEqual({ taken: 0, planned: 0, pending: 2 });

    // Read before it starts, the approved request is planned.
    const before = (await balanceOf('year=2027')).balance!;
    expect(before.sick_leave).toEqual({ taken: 0, planned: 1, pending: 0 });
  });

  it('counts the current year by default and answers 422 at year for one that is not a year', async () => {
    allowInvalidRequests();
    expect((await balanceOf('')).balance!.year).toBe(2025);
    const refused = await balanceOf('year=next');
    expect(refused.status).toBe(422);
    expect((refused.body as { errors: Record<string, string[]> }).errors.year).toEqual([
      'The year field must be a year (2026).',
    ]);
  });
});
