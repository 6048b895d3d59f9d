// @vitest-environment jsdom
import { clearFaults, FAULTS_STORAGE_KEY, listFaults, setFault } from '@/mocks/scenarios';
import { setMockRuntime } from '@/mocks/settings';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

describe('faults', () => {
  it('a status fault switches on for its route only, and off again', async () => {
    const token = await login('admin@acme.test');
    setFault({ method: 'GET', path: 'notifications', status: 500 });
    expect(await getAs('acme', 'notifications', token)).toEqual({
      status: 500,
      body: { message: 'Server Error' },
    });
    expect((await getAs('acme', 'user', token)).status).toBe(200);
    clearFaults();
    expect((await getAs('acme', 'notifications', token)).status).toBe(200);
  });

  it('a fault with times answers that many requests, then the route answers as usual', async () => {
    const token = await login('admin@acme.test');
    setFault({ method: 'GET', path: 'notifications', status: 503, times: 2 });
    const statuses = [];
    for (let call = 0; call < 3; call++) statuses.push((await getAs('acme', 'notifications', token)).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('a malformed fault answers 200 with a body that fits no schema', async () => {
    const token = await login('admin@acme.test');
    setFault({ path: 'user', malformed: true });
    expect(await getAs('acme', 'user', token)).toEqual({ status: 200, body: { data: 'oops' } });
  });

  it('a delay fault slows the route down and still answers', async () => {
    const token = await login('admin@acme.test');
    setFault({ path: 'positions', delay: 150 });
    const started = performance.now();
    expect((await getAs('acme', 'positions', token)).status).toBe(200);
    // A lower bound only: the fault waited at least its delay.
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('matches a RegExp, a route pattern and central paths; setting a route again replaces it', async () => {
    const token = await login('admin@acme.test');
    setFault({ path: /^organizations\/\d+\/url$/, status: 503 });
    expect((await getAs('acme', 'organizations/2/url', token)).status).toBe(503);
    setFault({ path: /^organizations\/\d+\/url$/, status: 404 });
    expect(listFaults()).toHaveLength(1);
    expect((await getAs('acme', 'organizations/1/url', token)).status).toBe(404);
    clearFaults();
    setFault({ path: 'impersonate/:id/url', status: 403 });
    expect((await getAs('acme', 'impersonate/2/url', token)).status).toBe(403);
    setFault({ method: 'POST', path: 'central/login', status: 429 });
    await expect(login('admin@acme.test')).rejects.toThrow('429');
  });

  it("the browser reads QA faults from localStorage 'mock-faults'; tests ignore them", async () => {
    const token = await login('admin@acme.test');
    localStorage.setItem(
      FAULTS_STORAGE_KEY,
      JSON.stringify([{ method: 'GET', path: '/^user$/', status: 418 }, { bad: 1 }]),
    );
    expect((await getAs('acme', 'user', token)).status).toBe(200);
    setMockRuntime('browser');
    vi.stubEnv('NEXT_PUBLIC_MOCK_LATENCY_MS', '0');
    try {
      expect(listFaults()).toHaveLength(1);
      expect((await getAs('acme', 'user', token)).status).toBe(418);
      clearFaults();
      expect(localStorage.getItem(FAULTS_STORAGE_KEY)).toBeNull();
      expect((await getAs('acme', 'user', token)).status).toBe(200);
    } finally {
      setMockRuntime('memory');
      vi.unstubAllEnvs();
      localStorage.clear();
    }
  });
});
