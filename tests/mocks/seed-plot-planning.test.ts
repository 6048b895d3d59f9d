import { addYears } from 'date-fns';
import { calendarDay } from '@/lib/calendar-day';
import { configureMockDb, getTenantDb } from '@/mocks/db';
import { seedPlanningFigures, type PlanningFigures } from '@/mocks/db/seed-figures';
import { REFERENCE_DATE } from '../support/mock-api';

// Issue 32, the seed's plot (planning): the demo a staffing company recognises, the same in shape for
// both tenants and whatever the day it is seeded on. Figures by the product's own rules
// (src/mocks/db/seed-figures.ts, printed by `npm run seed-report`).

const A_YEAR_ON = addYears(REFERENCE_DATE, 1);
const figures = new Map<string, PlanningFigures>();

async function figuresOf(tenant: string, referenceDate: Date = REFERENCE_DATE): Promise<PlanningFigures> {
  const key = `${tenant}|${referenceDate.getTime()}`;
  let found = figures.get(key);
  if (!found) {
    configureMockDb({ referenceDate });
    found = seedPlanningFigures(await getTenantDb(tenant), calendarDay(referenceDate));
    figures.set(key, found);
  }
  return found;
}

describe.each(['acme', 'globex'])('the seed’s planning plot, %s', (tenant) => {
  it('shows a handful of conflicts worth fixing on the timeline’s default month, not a wall (≤ 25)', async () => {
    const { conflicts } = await figuresOf(tenant);
    expect(conflicts.total).toBeGreaterThan(0);
    expect(conflicts.total).toBeLessThanOrEqual(25);
  });

  it('respects planned leave: nobody is booked on a day of approved vacation; only sick days already taken stay booked', async () => {
    const planning = await figuresOf(tenant);
    expect(planning.bookedOnApprovedLeave.planned).toBe(0);
    // People fall ill after the plan is made: the seed has some, and the invoices leave them out.
    expect(planning.bookedOnApprovedLeave.sick).toBeGreaterThan(0);
    // What is left on leave is pending leave not yet planned around and this month's sick days: at most
    // the handful above.
    expect(planning.conflicts.byKind.on_leave).toBeLessThanOrEqual(planning.conflicts.total);
  });

  it('books most people 60–100 % in every week around today', async () => {
    const { bookedShare60to100 } = await figuresOf(tenant);
    expect(bookedShare60to100.min).toBeGreaterThan(0.5);
    expect(bookedShare60to100.mean).toBeGreaterThanOrEqual(0.7);
  });

  it('has about one in twenty people over capacity on some weeks, never many in one week', async () => {
    const planning = await figuresOf(tenant);
    expect(planning.overCapacityPeopleShare).toBeGreaterThanOrEqual(0.02);
    expect(planning.overCapacityPeopleShare).toBeLessThanOrEqual(0.1);
    expect(planning.overCapacityShare.max).toBeLessThanOrEqual(0.1);
  });

  // A few: the seed benches about one in twelve, and someone who joined this week may wait for work.
  it('has a few people on the bench this week', async () => {
    const { bench, billablePeople } = await figuresOf(tenant);
    expect(bench).toBeGreaterThanOrEqual(1);
    expect(bench).toBeLessThanOrEqual(Math.ceil(billablePeople * 0.15));
  });

  it('gives the traffic table believable yearly totals: no department, no person far over capacity', async () => {
    const { tableYear } = await figuresOf(tenant);
    expect(tableYear.maxDepartmentUtilisation).toBeLessThanOrEqual(100);
    expect(tableYear.maxPersonUtilisation).toBeLessThanOrEqual(110);
  });

  // 20–30 days a year is what European agencies give; 0–30 available is that year's days and a few
  // carried over (the company pays out what is carried above 4), never a debt.
  it('keeps vacation balances believable: 20–30 days a year, 0–30 available today', async () => {
    const { vacation } = await figuresOf(tenant);
    expect(vacation.yearlyAllowance).toBeGreaterThanOrEqual(20);
    expect(vacation.yearlyAllowance).toBeLessThanOrEqual(30);
    expect(vacation.min).toBeGreaterThanOrEqual(0);
    expect(vacation.max).toBeLessThanOrEqual(30);
  });

  it('tells the same story seeded a year later (everything is dated from the reference day)', async () => {
    const later = await figuresOf(tenant, A_YEAR_ON);
    expect(later.conflicts.range.from).toBe(`${A_YEAR_ON.getFullYear()}-05-01`);
    expect(later.conflicts.total).toBeGreaterThan(0);
    expect(later.conflicts.total).toBeLessThanOrEqual(25);
    expect(later.bookedShare60to100.mean).toBeGreaterThanOrEqual(0.7);
    expect(later.bench).toBeGreaterThanOrEqual(1);
    expect(later.bookedOnApprovedLeave.planned).toBe(0);
    expect(later.vacation.max).toBeLessThanOrEqual(30);
  });
});
