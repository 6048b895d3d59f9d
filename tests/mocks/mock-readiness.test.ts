import { configureMockDb, getTenantDb, MOCK_TENANTS } from '@/mocks/db';
import { startMockApiServer, type MockApiServer } from '@/mocks/http-server';
import { readiness, seedingAhead } from '@/mocks/readiness';
import { REFERENCE_DATE } from '../support/mock-api';

// Issue 31: the mocked API says it is ready only once every tenant's data is built, and answers
// GET central/__mock__/ready: 503 before, 200 { ready: true, tenants } after. Over real HTTP, as
// `npm run api` serves it (no msw interception in this file).

let server: MockApiServer | null = null;
beforeEach(() => configureMockDb({ referenceDate: REFERENCE_DATE }));
afterEach(async () => {
  await server?.close();
  server = null;
});

async function askReady(port: number): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/central/__mock__/ready`);
  return { status: answer.status, body: await answer.json() };
}

describe('readiness (issue 31)', () => {
  it('the server seeding at start is not ready until every tenant is built, then GET ready answers 200', async () => {
    server = await startMockApiServer({ port: 0, seedOnStart: true });
    // Listening already, the seed under way.
    expect(readiness().ready).toBe(false);
    await server.seeded;
    expect(readiness()).toEqual({ ready: true, tenants: [...MOCK_TENANTS] });
    expect(await askReady(server.port)).toEqual({
      status: 200,
      body: { ready: true, tenants: ['acme', 'globex'] },
    });
  });

  it('answers 503 with the tenants built so far while a seed is under way, 200 once it is done', async () => {
    server = await startMockApiServer({ port: 0 });
    await getTenantDb('acme');
    let finish = () => {};
    const seed = seedingAhead(new Promise<void>((resolve) => (finish = resolve)));
    expect(await askReady(server.port)).toEqual({
      status: 503,
      body: { message: 'The mocked API is still seeding its data.', ready: false, tenants: ['acme'] },
    });
    finish();
    await seed;
    expect((await askReady(server.port)).status).toBe(200);
  });

  it('is not ready while a tenant is being built', async () => {
    await getTenantDb('acme');
    const building = getTenantDb('globex');
    // Read synchronously after globex's build starts, so before it can finish.
    expect(readiness()).toEqual({ ready: false, tenants: ['acme'] });
    await building;
    expect(readiness()).toEqual({ ready: true, tenants: ['acme', 'globex'] });
  });

  it('without seedOnStart nothing is built ahead: ready, no tenant yet (each is seeded at its first request)', async () => {
    server = await startMockApiServer({ port: 0 });
    expect(await askReady(server.port)).toEqual({ status: 200, body: { ready: true, tenants: [] } });
  });
});
