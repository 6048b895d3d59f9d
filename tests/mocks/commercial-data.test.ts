import { administrativeInformationResponseSchema } from '@/api/administrative-information/administrative-information.schemas';
import { rateCardListSchema } from '@/api/rate-cards/rate-card.schemas';
import { timeOffPreviewSchema } from '@/api/time-offs/time-off.schemas';
import { trafficPageSchema, trafficSummarySchema } from '@/api/traffic/traffic.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { getTenantDb } from '@/mocks/db';
import { nextId } from '@/mocks/db/tenant-db';
import { getAs, login, revoke, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

// Issue 30, L4: rates and revenue are commercial data. What people are billed at, and what their
// bookings earn, go to those whose work is that money: project::view (reads every term and the project
// figures), project::update (sets rates), and for the rate card settings::manage (keeps it). The
// company's bank details go to invoice::view (invoices say where to pay) and settings::manage.
// Seeded acme: admin@ (all), sale@ (employee::view, traffic::view, invoice::view, project::view,
// report::view), employee@ (employee::view).

const MAY = 'from=2025-05-01&to=2025-05-31';

describe('GET rate-cards is for who sets or reads rates (issue 30, L4)', () => {
  it('answers 403 to someone with none of settings::manage, project::view, project::update', async () => {
    const answer = await getAs('acme', 'rate-cards', await login('employee@acme.test'));
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toMatch(/hourly_rate/);
  });

  it('answers the card to project::view (sale@) and to settings::manage alone', async () => {
    const sale = await getAs('acme', 'rate-cards', await login('sale@acme.test'));
    expect(sale.status).toBe(200);
    expect(rateCardListSchema.parse(sale.body).data.length).toBeGreaterThan(0);

    await revoke('acme', 'admin@acme.test', PERMISSIONS.projectView);
    await revoke('acme', 'admin@acme.test', PERMISSIONS.projectUpdate);
    const token = await login('admin@acme.test');
    expect((await getAs('acme', 'rate-cards', token)).status).toBe(200);
    await revoke('acme', 'admin@acme.test', PERMISSIONS.settingsManage);
    expect((await getAs('acme', 'rate-cards', token)).status).toBe(403);
  });
});

describe('a time off’s preview gives the bookings’ hours, their revenue only to who may read it (issue 30, L4)', () => {
  // employee@ booked on project 1 all of October 2025, 08:00 a day at 45.00.
  async function bookedInOctober() {
    const db = await getTenantDb('acme');
    const employee = db.users.findFirst((q) => q.where({ email: 'employee@acme.test' }))!;
    const plan = { start_date: '2025-10-01', end_date: '2025-10-31', minutes_per_day: 480, rate_cents: 4500 };
    await db.terms.create({
      ...plan,
      id: nextId(db.terms),
      internal_project_id: 1,
      user_id: employee.id,
      status: 'confirmed',
      note: null,
      baseline: plan,
      created_at: '2025-09-01',
    });
    return employee;
  }
  const OCTOBER = {
    type: 'vacation',
    start_date: '2025-10-06',
    end_date: '2025-10-07',
    partial_days: [],
    note: null,
  };

  async function allocationsAs(email: string, body: Record<string, unknown>) {
    const answer = await sendAs('acme', 'POST', 'time-offs/preview', await login(email), body);
    expect(answer.status).toBe(200);
    return timeOffPreviewSchema.parse(answer.body).data.allocations;
  }

  it('the employee previewing their own leave sees the hours it takes from the project, not its revenue', async () => {
    await bookedInOctober();
    const own = await allocationsAs('employee@acme.test', OCTOBER);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ project: { id: 1 }, hours: '16:00', revenue: null });
  });

  it('time-off::manage with project::view previewing the same leave sees its revenue', async () => {
    const employee = await bookedInOctober();
    const managed = await allocationsAs('admin@acme.test', { ...OCTOBER, user_id: employee.id });
    // Two days of 08:00 at 45.00, in the project's currency.
    expect(managed[0]?.hours).toBe('16:00');
    expect(managed[0]?.revenue?.amount).toBe(720);
    expect(managed[0]?.revenue?.currency).toEqual(expect.any(String));
  });
});

describe('the planner gives rates and forecast revenue only to who may read booking money (issue 30, L4)', () => {
  const allocationsOf = (body: unknown) =>
    trafficPageSchema.parse(body).data.data.flatMap((row) => row.allocations);
  const forecastsOf = (body: unknown) =>
    trafficSummarySchema.parse(body).data.flatMap((group) => group.periods.map((p) => p.forecast_revenue));

  it('traffic::view with project::view (sale@) gets every rate and the forecast', async () => {
    const token = await login('sale@acme.test');
    const allocations = allocationsOf((await getAs('acme', `traffic?${MAY}`, token)).body);
    expect(allocations.length).toBeGreaterThan(0);
    expect(allocations.every((allocation) => typeof allocation.hourly_rate === 'number')).toBe(true);
    const forecasts = forecastsOf((await getAs('acme', `traffic/summary?${MAY}`, token)).body);
    expect(forecasts.some((forecast) => (forecast?.length ?? 0) > 0)).toBe(true);
  });

  it('traffic::view alone gets the hours, every rate and forecast null', async () => {
    await revoke('acme', 'sale@acme.test', PERMISSIONS.projectView);
    const token = await login('sale@acme.test');
    const page = await getAs('acme', `traffic?${MAY}`, token);
    expect(page.status).toBe(200);
    const allocations = allocationsOf(page.body);
    expect(allocations.length).toBeGreaterThan(0);
    expect(allocations.every((allocation) => allocation.hourly_rate === null)).toBe(true);
    expect(allocations.every((allocation) => /^\d\d:\d\d$/.test(allocation.hours_per_day))).toBe(true);
    const summary = await getAs('acme', `traffic/summary?${MAY}`, token);
    expect(summary.status).toBe(200);
    const forecasts = forecastsOf(summary.body);
    expect(forecasts.length).toBeGreaterThan(0);
    expect(forecasts.every((forecast) => forecast === null)).toBe(true);
  });
});

describe('the company’s bank details go to invoice::view and settings::manage only (issue 30, L4)', () => {
  const detailsAs = async (email: string) => {
    const answer = await getAs('acme', 'administrative-information', await login(email));
    expect(answer.status).toBe(200);
    return administrativeInformationResponseSchema.parse(answer.body).data;
  };

  it('an employee gets the company’s name, address and logo, but no bank, IBAN or BIC', async () => {
    const details = await detailsAs('employee@acme.test');
    expect(details).toMatchObject({
      legal_name: 'Acme Consulting LLC',
      bank_name: null,
      iban: null,
      swift: null,
    });
    expect(details?.logo).not.toBeNull();
  });

  it('invoice::view (sale@) gets them, for the invoices it makes; so does settings::manage alone', async () => {
    expect(await detailsAs('sale@acme.test')).toMatchObject({
      iban: 'GE74TB1234567890123456',
      swift: 'TBCBGE22',
    });
    await revoke('acme', 'admin@acme.test', PERMISSIONS.invoiceView);
    expect((await detailsAs('admin@acme.test'))?.iban).toBe('GE74TB1234567890123456');
  });
});
