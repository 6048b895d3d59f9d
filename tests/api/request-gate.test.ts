// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { ApiError } from '@/api/api-error';
import { OFFLINE_MESSAGE, request } from '@/api/http';
import { holdRequestsUntil } from '@/api/request-gate';

// The demo's mocked API starts in the page: the screens render at once, and the calls they make wait
// until its worker listens (issue 34: the mock's start off the first paint).
let received = 0;
const server = setupServer(
  mswHttp.all('*', () => {
    received += 1;
    return HttpResponse.json({ data: { ok: true } });
  }),
);
const ok = z.object({ data: z.object({ ok: z.boolean() }) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  received = 0;
});
afterEach(() => holdRequestsUntil(Promise.resolve()));

function deferred() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

describe('calls wait for the mocked API to start', () => {
  it('a call made before the worker listens leaves only once it does, and gets its answer', async () => {
    const worker = deferred();
    holdRequestsUntil(worker.promise);
    const answer = request(ok, { method: 'GET', url: 'login', central: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toBe(0);
    worker.open();
    await expect(answer).resolves.toEqual({ data: { ok: true } });
    expect(received).toBe(1);
  });

  it('a worker that cannot start lets the calls go rather than hold them for ever', async () => {
    const worker = deferred();
    holdRequestsUntil(worker.promise);
    const answer = request(ok, { method: 'GET', url: 'login', central: true });
    worker.fail(new Error('no service workers here'));
    await expect(answer).resolves.toEqual({ data: { ok: true } });
  });

  it('offline, a call fails at once without waiting for the worker', async () => {
    holdRequestsUntil(new Promise(() => undefined));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(request(ok, { method: 'GET', url: 'login', central: true })).rejects.toSatisfy(
        (error) => error instanceof ApiError && error.message === OFFLINE_MESSAGE,
      );
    } finally {
      online.mockRestore();
    }
  });
});
