import { trafficBatchResultSchema } from '@/api/traffic/traffic.schemas';
import { getTenantDb } from '@/mocks/db';
import { login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

// acme seeded against 2025-05-15. Fjord Platform (6, EUR, 2025) has term 21 of user 29;
// Atlas (1, USD) has term 3 of user 32, 2025-03-04 … 04-11, invoiced for March and April, and term 5,
// ended in April; Cobalt (3, GEL: acme has no GEL card) has term 12 of user 36 at 90.00.
const FJORD = 6;
const COBALT = 3;

const newAllocation = (overrides: Record<string, unknown> = {}) => ({
  internal_project_id: FJORD,
  user_id: 30,
  start_date: '2025-06-02',
  end_date: '2025-06-27',
  hours_per_day: '04:00',
  status: 'tentative',
  note: null,
  ...overrides,
});

// A batch as the client sends it: all three lists, empty where there is nothing.
const batch = async (body: Record<string, unknown>, method = 'PATCH', path = 'traffic/allocations') =>
  sendAs('acme', method, path, await login('admin@acme.test'), {
    creates: [],
    changes: [],
    deletes: [],
    ...body,
  });

const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

const termOf = async (id: number) => (await getTenantDb('acme')).terms.findFirst((q) => q.where({ id }));

describe('traffic: PATCH traffic/allocations', () => {
  it('needs project::update', async () => {
    const answer = await sendAs('acme', 'PATCH', 'traffic/allocations', await login('sale@acme.test'), {
      creates: [],
      changes: [{ id: 21, hours_per_day: '02:00' }],
      deletes: [],
    });
    expect(answer.status).toBe(403);
  });

  it('creates, changes and deletes together, answering allocations with percentage in step', async () => {
    const answer = await batch({
      creates: [newAllocation()],
      changes: [{ id: 21, hours_per_day: '06:00', status: 'tentative' }],
      deletes: [12],
    });
    expect(answer.status).toBe(200);
    const { data } = trafficBatchResultSchema.parse(answer.body);
    // Javonte Dibbert (position 4, seniority 3): the EUR card's 27.00; 20 working days in June from the 2nd.
    expect(data.created[0]).toMatchObject({
      internal_project_id: FJORD,
      user_id: 30,
      hours_per_day: '04:00',
      percentage: 50,
      hourly_rate: 27,
      currency: 'EUR',
      working_days: 20,
      status: 'tentative',
      project: { id: FJORD, title: 'Fjord Platform' },
    });
    expect(data.updated).toEqual([
      expect.objectContaining({ id: 21, hours_per_day: '06:00', percentage: 75, status: 'tentative' }),
    ]);
    expect(data.deleted).toEqual([12]);
    expect(await termOf(12)).toBeUndefined();
    // A new allocation's baseline is its own plan; a changed one keeps the plan first saved.
    const created = await termOf(data.created[0]!.id);
    expect(created?.baseline).toEqual({
      start_date: '2025-06-02',
      end_date: '2025-06-27',
      minutes_per_day: 240,
      rate_cents: 2700,
    });
    expect((await termOf(21))?.baseline.minutes_per_day).not.toBe(360);
  });

  it('also takes POST with ?_method=PATCH', async () => {
    const answer = await batch(
      { changes: [{ id: 21, percentage: 25 }] },
      'POST',
      'traffic/allocations?_method=PATCH',
    );
    expect(answer.status).toBe(200);
    expect((await termOf(21))?.minutes_per_day).toBe(120);
  });

  it('takes the rate of the person’s latest term on the project without a card, else says it is needed', async () => {
    const answer = await batch({
      creates: [
        newAllocation({
          internal_project_id: COBALT,
          user_id: 36,
          start_date: '2025-07-01',
          end_date: '2025-07-31',
        }),
      ],
    });
    expect(trafficBatchResultSchema.parse(answer.body).data.created[0]).toMatchObject({
      hourly_rate: 90,
      currency: 'GEL',
    });
    const refused = await batch({
      creates: [
        newAllocation({
          internal_project_id: COBALT,
          user_id: 3,
          start_date: '2025-07-01',
          end_date: '2025-07-31',
        }),
      ],
    });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.body)['creates.0.hourly_rate']).toEqual([
      'The hourly rate field is required: the rate card has no rate for this person and they have no earlier term on the project.',
    ]);
  });

  it('answers 422 at each part’s key with the terms’ rules, and stores nothing (all or nothing)', async () => {
    const before = await termOf(21);
    const answer = await batch({
      creates: [newAllocation({ hours_per_day: '25:00' })],
      changes: [
        { id: 21, hours_per_day: '02:00' },
        { id: 21, end_date: '2025-01-01' },
        { id: 9999, end_date: '2025-06-01' },
      ],
      deletes: [12, 8888],
    });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)).toEqual({
      'creates.0.hours_per_day': ['The hours per day field must be a time from 00:01 to 24:00 (HH:MM).'],
      'changes.1.id': ['The allocation is changed or deleted more than once in this batch.'],
      'changes.2.id': ['No allocation 9999 was found.'],
      'deletes.1': ['No allocation 8888 was found.'],
    });
    expect(await termOf(21)).toEqual(before);
    expect(await termOf(12)).toBeDefined();
  });

  it('keeps a batch inside the project’s dates: one bad change leaves the good one unstored', async () => {
    const before = await termOf(21);
    const answer = await batch({
      changes: [
        { id: 21, hours_per_day: '02:00' },
        { id: 12, start_date: '2025-06-30' },
      ],
    });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)).toEqual({
      'changes.1.start_date': ['The start date must not be before the project starts (2025-07-01).'],
    });
    expect(await termOf(21)).toEqual(before);
  });

  it('refuses to delete an invoiced term or move it off its invoiced days', async () => {
    // How many invoices have a line for the term (the finance seed's).
    const db = await getTenantDb('acme');
    const invoicing = (id: number) =>
      db.invoices.all().filter((invoice) => invoice.lines.some((line) => line.term_id === id)).length;
    expect(invoicing(3)).toBeGreaterThan(1);
    expect(invoicing(5)).toBeGreaterThan(1);
    const answer = await batch({
      changes: [{ id: 3, start_date: '2025-03-10', end_date: '2025-03-31' }],
      deletes: [5],
    });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)).toEqual({
      'changes.0.start_date': [
        `${invoicing(3)} invoices refer to this term: it must still start by 2025-03-04.`,
      ],
      'changes.0.end_date': [
        `${invoicing(3)} invoices refer to this term: it must still run until 2025-04-11.`,
      ],
      'deletes.0': [`${invoicing(5)} invoices refer to this term.`],
    });
  });
});
