import { incomingHireListSchema } from '@/api/traffic/traffic.schemas';
import { getTenantDb } from '@/mocks/db';
import { HIREABLE_STAGES } from '@/lib/recruitment-stages';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

// acme is seeded against 2025-05-15: candidates at pre-offer and offer start 7 to 60 days later.
const incoming = async (query: string, email = 'admin@acme.test') =>
  getAs('acme', `traffic/incoming?${query}`, await login(email));

describe('traffic: GET traffic/incoming', () => {
  it('lists the active candidates at pre-offer or offer who start by the end of the range, soonest first', async () => {
    const answer = await incoming('from=2025-05-01&to=2025-12-31');
    expect(answer.status).toBe(200);
    const hires = incomingHireListSchema.parse(answer.body).data;
    const db = await getTenantDb('acme');
    const expected = db.candidates
      .findMany((q) => q.where({ status: 'active' }))
      .filter((row) => HIREABLE_STAGES.includes(row.stage as never) && row.available_from !== null);
    expect(expected.length).toBeGreaterThan(0);
    expect(hires.map((hire) => hire.id).sort()).toEqual(expected.map((row) => row.user_id).sort());
    const starts = hires.map((hire) => hire.available_from);
    expect(starts).toEqual([...starts].sort());
  });

  it('leaves out those who start after the range', async () => {
    const all = incomingHireListSchema.parse((await incoming('from=2025-05-01&to=2025-12-31')).body).data;
    const cut = all[Math.floor(all.length / 2)]!.available_from;
    const early = incomingHireListSchema.parse((await incoming(`from=2025-05-01&to=${cut}`)).body).data;
    expect(early.length).toBeLessThan(all.length);
    expect(early.every((hire) => hire.available_from <= cut)).toBe(true);
  });

  it('needs recruitment::view, and refuses a reversed range at `to`', async () => {
    expect((await incoming('from=2025-05-01&to=2025-05-31', 'employee@acme.test')).status).toBe(403);
    const reversed = await incoming('from=2025-05-31&to=2025-05-01');
    expect(reversed.status).toBe(422);
    expect(Object.keys((reversed.body as { errors: object }).errors)).toEqual(['to']);
  });
});
