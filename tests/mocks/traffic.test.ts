import { projectRevenueResponseSchema } from '@/api/project-figures/project-figure.schemas';
import { trafficPageSchema, trafficSummarySchema, type TrafficPage } from '@/api/traffic/traffic.schemas';
import { getTenantDb } from '@/mocks/db';
import { PERMISSIONS } from '@/lib/permissions';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, getAs, login, revoke, setupMockApi, tenantUrl } from '../support/mock-api';

setupMockApi();

// acme seeded against 2025-05-15: 60 people, 53 of them employees (the rest archived), then
// recruitment's candidates (ids from 61). Everyone billable is booked around their leave (issue 32).
const MAY = 'from=2025-05-01&to=2025-05-31';

async function page(query: string): Promise<TrafficPage> {
  const answer = await getAs('acme', `traffic?${query}`, await login('sale@acme.test'));
  expect(answer.status).toBe(200);
  return trafficPageSchema.parse(answer.body);
}

const idsOf = (answer: TrafficPage) => answer.data.data.map((row) => row.user.id);
const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

describe('traffic: GET traffic', () => {
  it('needs traffic::view', async () => {
    await revoke('acme', 'sale@acme.test', PERMISSIONS.trafficView);
    expect((await getAs('acme', `traffic?${MAY}`, await login('sale@acme.test'))).status).toBe(403);
    expect((await getAs('acme', `traffic/summary?${MAY}`, await login('employee@acme.test'))).status).toBe(
      403,
    );
    expect((await getAs('acme', `traffic/export?${MAY}`, await login('employee@acme.test'))).status).toBe(
      403,
    );
  });

  it.each([
    ['', 'from', 'The from field is required.'],
    ['from=2025-05-01&to=2025-04-30', 'to', 'The to field must be a date after or equal to from.'],
    ['from=2025-01-01&to=2026-01-02', 'to', 'The to field must be at most 366 days after from.'],
    [`${MAY}&per_page=101`, 'per_page', 'The per page field must be between 1 and 100.'],
    [`${MAY}&load=busy`, 'load', 'The selected load is invalid.'],
    [
      `${MAY}&skills[]=12`,
      'skills.0',
      'The skills.0 field must be a skill id and a level from 1 to 5 (12:4).',
    ],
  ])('answers 422 at the field for %s', async (query, field, message) => {
    allowInvalidRequests();
    const answer = await getAs('acme', `traffic?${query}`, await login('sale@acme.test'));
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)[field]).toEqual([message]);
  });

  it('lists employees only, by name, a page at a time, with the range’s allocations, time off and holidays', async () => {
    const answer = await page(`${MAY}&per_page=10&page=2`);
    expect(answer.data).toMatchObject({ current_page: 2, per_page: 10, total: 53, last_page: 6 });
    const names = answer.data.data.map((row) => row.user.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const everyone = await page(`${MAY}`);
    // Candidates (61, recruitment's first) and archived people (6) are not planned.
    expect(idsOf(everyone)).not.toContain(61);
    expect(idsOf(everyone)).not.toContain(6);
    for (const row of everyone.data.data) {
      for (const item of [...row.allocations, ...row.time_offs]) {
        expect(item.start_date <= '2025-05-31' && item.end_date >= '2025-05-01').toBe(true);
      }
      expect(row.time_offs.every((timeOff) => ['approved', 'pending'].includes(timeOff.status))).toBe(true);
    }
    // Ruben Mante on project 1 in May: the project with its manager, time per day both ways.
    const ruben = everyone.data.data.find((row) => row.user.id === 5)!;
    expect(ruben.allocations.find((allocation) => allocation.project.id === 1)).toMatchObject({
      project: {
        id: 1,
        title: 'Atlas Platform',
        currency: 'USD',
        project_manager: { id: 2, name: 'Giorgi Kapanadze' },
      },
      hours_per_day: '04:00',
      percentage: 50,
      hourly_rate: 48,
      status: 'confirmed',
    });
    // Georgia's 9, 12, 17 (a Saturday) and 26 May fall in the range.
    expect(everyone.holidays.filter((day) => day.country === 'GE').map((day) => day.date)).toEqual([
      '2025-05-09',
      '2025-05-12',
      '2025-05-17',
      '2025-05-26',
    ]);
  });

  it('gives every availability entry, also those before the range (the one in force at its start)', async () => {
    const mariam = (await page(`${MAY}&user_ids[]=3`)).data.data[0]!;
    expect(mariam.availability.map((entry) => entry.date)).toEqual([
      '2025-02-14',
      '2025-03-16',
      '2025-05-01',
      '2025-06-05',
    ]);
  });

  it('include_tentative=0 leaves tentative allocations out', async () => {
    const tentative = (answer: TrafficPage) =>
      answer.data.data
        .flatMap((row) => row.allocations)
        .filter((allocation) => allocation.status === 'tentative');
    expect(tentative(await page(MAY)).length).toBeGreaterThan(0);
    expect(tentative(await page(`${MAY}&include_tentative=0`))).toEqual([]);
  });
});

describe('traffic: filters', () => {
  it('search by name, user_ids, department_ids, position_ids, seniority_ids', async () => {
    expect(idsOf(await page(`${MAY}&search=dibbert`))).toEqual([30]);
    expect(idsOf(await page(`${MAY}&user_ids[]=30&user_ids[]=3`)).sort()).toEqual([3, 30]);
    const db = await getTenantDb('acme');
    const employees = idsOf(await page(MAY));
    const expected = (test: (user: ReturnType<typeof db.users.all>[number]) => boolean) =>
      db.users
        .all()
        .filter((user) => employees.includes(user.id) && test(user))
        .map((user) => user.id)
        .sort();
    expect(idsOf(await page(`${MAY}&department_ids[]=6`)).sort()).toEqual(
      expected((u) => u.department_id === 6),
    );
    expect(idsOf(await page(`${MAY}&position_ids[]=4`)).sort()).toEqual(expected((u) => u.position_id === 4));
    expect(idsOf(await page(`${MAY}&seniority_ids[]=3`)).sort()).toEqual(
      expected((u) => u.seniority_id === 3),
    );
  });

  it('skills keep people with the skill at the level or above', async () => {
    const db = await getTenantDb('acme');
    const employees = idsOf(await page(MAY));
    const atLeast = (level: number) =>
      db.users
        .all()
        .filter(
          (user) =>
            employees.includes(user.id) &&
            user.skills.some((s) => s.skill_id === 10 && s.proficiency >= level),
        )
        .map((user) => user.id)
        .sort();
    const five = idsOf(await page(`${MAY}&skills[]=10:5`)).sort();
    expect(five).toEqual(atLeast(5));
    expect(five).toContain(30);
    expect(idsOf(await page(`${MAY}&skills[]=10:4`)).length).toBeGreaterThanOrEqual(five.length);
  });

  it('project_ids, project_manager_ids and clients keep people with an allocation in the range on such a project', async () => {
    // Atlas (project 1) in May: four people (Katlynn Altenwerth, 10, ended in April).
    expect(idsOf(await page(`${MAY}&project_ids[]=1`)).sort((a, b) => a - b)).toEqual([5, 32, 48, 56]);
    expect(idsOf(await page(`${MAY}&clients[]=Brekke - Greenholt&project_ids[]=1`)).length).toBe(4);
    expect(idsOf(await page(`${MAY}&clients[]=Nobody Ltd`))).toEqual([]);
    const managed = idsOf(await page(`${MAY}&project_manager_ids[]=2`));
    expect(managed).toEqual(expect.arrayContaining([5, 32, 48, 56]));
  });

  it('availability keeps people by the value in force at from', async () => {
    // Mariam Lomidze: partially available from 1 May, unavailable from 5 June.
    expect(idsOf(await page(`${MAY}&availability[]=Partially available`))).toContain(3);
    expect(
      idsOf(await page(`from=2025-06-05&to=2025-06-30&availability[]=Partially available`)),
    ).not.toContain(3);
    expect(idsOf(await page(`from=2025-06-05&to=2025-06-30&availability[]=Unavailable`))).toContain(3);
  });

  it('load: unallocated have no allocation, overbooked some day over capacity, free at most half booked', async () => {
    const all = await page(MAY);
    const unallocated = idsOf(await page(`${MAY}&load=unallocated`));
    const overbooked = idsOf(await page(`${MAY}&load=overbooked`));
    const free = idsOf(await page(`${MAY}&load=free`));
    const allocated = new Set(
      all.data.data.filter((row) => row.allocations.length > 0).map((row) => row.user.id),
    );
    expect(unallocated.length).toBeGreaterThan(0);
    expect(unallocated.every((id) => !allocated.has(id))).toBe(true);
    expect(overbooked.length).toBeGreaterThan(0);
    expect(overbooked.every((id) => allocated.has(id))).toBe(true);
    expect(free.some((id) => overbooked.includes(id))).toBe(false);
    // Micheal Cummerata, half-time: 3:00 a day on a second project for a week of May, the seed's one
    // in twenty over capacity.
    expect(overbooked).toContain(43);
  });

  it('load=free finds people the summer books only partly, some of it tentative', async () => {
    // The seed books everyone about ten weeks ahead; later work is partly planned, partly tentative.
    const summer = await page('from=2025-06-01&to=2025-08-31&load=free');
    const booked = summer.data.data.filter((row) => row.allocations.length > 0);
    expect(booked.length).toBeGreaterThan(0);
    expect(booked.flatMap((row) => row.allocations.map((allocation) => allocation.status))).toEqual(
      expect.arrayContaining(['confirmed', 'tentative']),
    );
  });
});

describe('traffic: GET traffic/summary', () => {
  it('agrees with the project revenue tab for one project and one month', async () => {
    const token = await login('admin@acme.test');
    const summary = trafficSummarySchema.parse(
      (
        await getAs(
          'acme',
          `traffic/summary?${MAY}&project_ids[]=1&group_by=project&granularity=month`,
          token,
        )
      ).body,
    ).data;
    const revenue = projectRevenueResponseSchema.parse(
      (await getAs('acme', 'internal-projects/revenue/1?from=2025-05&to=2025-05&initial=0', token)).body,
    ).data;
    const atlas = summary.find((group) => group.key === '1')!;
    expect(atlas).toMatchObject({ label: 'Atlas Platform', people: 4 });
    const forecast = atlas.periods[0]!.forecast_revenue;
    expect(forecast).toHaveLength(1);
    expect(forecast?.[0]?.currency).toBe('USD');
    expect(Math.round(forecast![0]!.amount * 100)).toBe(revenue[0]!.forecast.USD);
  });

  it('sums the booking per group and week as H:MM, holidays out', async () => {
    const token = await login('sale@acme.test');
    const summary = trafficSummarySchema.parse(
      (
        await getAs(
          'acme',
          `traffic/summary?${MAY}&user_ids[]=30&group_by=department&granularity=week`,
          token,
        )
      ).body,
    ).data;
    // Javonte Dibbert (Human Resources) in May: two terms, 6:00 and 2:00 a day, 20 working days in
    // Georgia less his vacation of 5–6 May (cut out of both).
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({ key: '6', label: 'Human Resources', people: 1 });
    expect(summary[0]!.periods.map((period) => period.start)).toEqual([
      '2025-05-01',
      '2025-05-05',
      '2025-05-12',
      '2025-05-19',
      '2025-05-26',
    ]);
    const booked = summary[0]!.periods.map((period) => period.booked);
    // 1–2 May: 2 days; 5–9 May: 2 (9 May a holiday, 5–6 May off); 12–16 May: 4 (12 May); 19–23: 5;
    // 26–31: 4 (26 May).
    expect(booked).toEqual(['16:00', '16:00', '32:00', '40:00', '32:00']);
  });

  it('groups people without a department under "No department" last', async () => {
    const db = await getTenantDb('acme');
    await db.users.update((q) => q.where({ id: 30 }), {
      data(user) {
        user.department_id = null;
      },
    });
    const summary = trafficSummarySchema.parse(
      (await getAs('acme', `traffic/summary?${MAY}&group_by=department`, await login('sale@acme.test'))).body,
    ).data;
    expect(summary.at(-1)).toMatchObject({ key: 'none', label: 'No department', people: 1 });
  });
});

describe('traffic: GET traffic/export', () => {
  it('gives traffic.csv with a BOM, a row per person and formula-like names neutralised', async () => {
    const db = await getTenantDb('acme');
    await db.users.update((q) => q.where({ id: 30 }), {
      data(user) {
        user.name = '=cmd|calc';
      },
    });
    const response = await fetch(tenantUrl('acme', `traffic/export?${MAY}&format=csv&user_ids[]=30`), {
      headers: bearer(await login('sale@acme.test')),
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('filename="traffic.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, row] = text.slice(1).split('\r\n');
    expect(header).toBe(
      'Person,Department,Position,May 2025 booked,May 2025 capacity,May 2025 utilisation %',
    );
    expect(row!.startsWith("'=cmd|calc,Human Resources,")).toBe(true);
  });
});
