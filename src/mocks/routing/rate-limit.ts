import { HttpResponse } from 'msw';

// Failed attempts per client in a sliding window (issue 30, H2: guessing registration links). A client
// with `limit` failures in the last `windowMs` is refused until the oldest of them leaves the window.
// Every limiter is emptied with the mock's data (configureMockDb, resetMockDb), so tests stay apart.

export type FailureLimiter = {
  // Seconds until the client may try again; null while it may.
  retryAfterSeconds: (client: string, now?: number) => number | null;
  recordFailure: (client: string, now?: number) => void;
  reset: () => void;
};

const limiters = new Set<FailureLimiter>();

export function failureLimiter({ limit, windowMs }: { limit: number; windowMs: number }): FailureLimiter {
  const failures = new Map<string, number[]>();
  const recent = (client: string, now: number): number[] => {
    const kept = (failures.get(client) ?? []).filter((at) => at > now - windowMs);
    if (kept.length > 0) failures.set(client, kept);
    else failures.delete(client);
    return kept;
  };
  const limiter: FailureLimiter = {
    retryAfterSeconds(client, now = Date.now()) {
      const kept = recent(client, now);
      if (kept.length < limit) return null;
      const oldest = kept[kept.length - limit] ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
    recordFailure(client, now = Date.now()) {
      failures.set(client, [...recent(client, now), now]);
    },
    reset() {
      failures.clear();
    },
  };
  limiters.add(limiter);
  return limiter;
}

export function resetRateLimits(): void {
  for (const limiter of limiters) limiter.reset();
}

// The mocked API sees no address: the first X-Forwarded-For entry names the client (`npm run api` sets
// it from the socket, replacing the caller's), and without one every caller shares one allowance.
const SHARED_CLIENT = 'shared';

export function clientOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded ? forwarded : SHARED_CLIENT;
}

// Laravel's throttle answer: 429 with Retry-After (seconds).
export function tooManyAttempts(message: string, retryAfterSeconds: number): Response {
  return new HttpResponse(JSON.stringify({ message }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) },
  });
}
