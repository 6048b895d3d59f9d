import { seedState } from './db/mock-db';
import { jsonResponse } from './routing/responses';

// Whether the mocked API's data is built, for GET central/__mock__/ready: not while a tenant's data is
// being built, nor while a seed announced ahead (`npm run api` seeds every tenant at start, a tenant at
// a time) is under way, even between two tenants.

export type Readiness = { ready: boolean; tenants: string[] };

let announced = 0;

// Not ready until `seeding` settles.
export function seedingAhead<T>(seeding: Promise<T>): Promise<T> {
  announced += 1;
  return seeding.finally(() => {
    announced -= 1;
  });
}

export function readiness(): Readiness {
  const { seeded, seeding } = seedState();
  return { ready: announced === 0 && seeding.length === 0, tenants: seeded };
}

// 200 { ready: true, tenants } with the tenants built; 503 with Laravel's message before.
export function readinessAnswer(state: Readiness = readiness()): Response {
  return state.ready
    ? jsonResponse(state)
    : jsonResponse({ message: 'The mocked API is still seeding its data.', ...state }, 503);
}
