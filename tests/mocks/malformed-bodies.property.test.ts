import fc from 'fast-check';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, centralUrl, login, setupMockApi, tenantUrl } from '../support/mock-api';
import { matrixSamples } from './authorization-matrix.samples';

setupMockApi();
// Every request here is malformed on purpose; the answers are still held to the contract.
allowInvalidRequests();

// Issue 31, mock robustness: whatever malformed body a write route gets (JSON that does not parse,
// nothing, JSON sent as text/plain, fields of the wrong type, a list instead of an object), it never
// answers 5xx, never 2xx, and every refusal carries Laravel's string `message`.

type WriteRoute = { method: string; path: string; central?: boolean; fields: readonly string[] };

async function writeRoutes(): Promise<WriteRoute[]> {
  const { colleagueId, budgetYear } = await matrixSamples();
  return [
    { method: 'POST', path: 'login', central: true, fields: ['email', 'password'] },
    { method: 'POST', path: '__mock__/faults', central: true, fields: ['faults'] },
    {
      method: 'POST',
      path: `user-personal-information/${colleagueId}`,
      fields: ['birth_date', 'phone', 'personal_email', 'location', 'address', 'emergency_contact'],
    },
    { method: 'PATCH', path: `brief-intro/${colleagueId}`, fields: ['brief_intro'] },
    { method: 'PUT', path: `budget/${budgetYear}`, fields: ['version_id', 'cells'] },
    { method: 'POST', path: 'positions', fields: ['name'] },
    { method: 'POST', path: 'user', fields: ['first_name', 'last_name', 'email', 'role'] },
    { method: 'POST', path: 'saved-filters', fields: ['name', 'list', 'filters'] },
  ];
}

type Malformed = { kind: string; contentType: string; body: (fields: readonly string[]) => string };

const scalar = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null));
// Neither a text nor a number: what no field of these routes takes.
const wrongValue = fc.oneof(
  fc.array(scalar, { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), scalar, { minKeys: 1, maxKeys: 3 }),
);

const malformed: fc.Arbitrary<Malformed> = fc.oneof(
  // A JSON object cut short: never valid JSON.
  fc
    .tuple(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })), fc.nat())
    .map(([value, cut]) => {
      const text = JSON.stringify(value);
      const broken = text.slice(0, 1 + (cut % (text.length - 1)));
      return { kind: 'broken JSON', contentType: 'application/json', body: () => broken };
    }),
  fc.constant({ kind: 'empty', contentType: 'application/json', body: () => '' }),
  fc.string({ minLength: 1, maxLength: 20 }).map((text) => ({
    kind: 'JSON as text/plain',
    contentType: 'text/plain;charset=UTF-8',
    body: (fields: readonly string[]) =>
      JSON.stringify(Object.fromEntries(fields.map((field) => [field, text]))),
  })),
  fc.array(wrongValue, { minLength: 8, maxLength: 8 }).map((values) => ({
    kind: 'wrong types',
    contentType: 'application/json',
    body: (fields: readonly string[]) =>
      JSON.stringify(Object.fromEntries(fields.map((field, index) => [field, values[index]]))),
  })),
  fc.array(scalar, { minLength: 1, maxLength: 4 }).map((items) => ({
    kind: 'a list instead of an object',
    contentType: 'application/json',
    body: () => JSON.stringify(items),
  })),
);

describe('malformed bodies to write routes (issue 31)', () => {
  it('never answer 5xx or 2xx, and every 4xx has a string message', async () => {
    const routes = await writeRoutes();
    const token = await login('admin@acme.test');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), malformed, async (route, bad) => {
        const url = route.central ? centralUrl(route.path) : tenantUrl('acme', route.path);
        const response = await fetch(url, {
          method: route.method,
          headers: { Accept: 'application/json', 'Content-Type': bad.contentType, ...bearer(token) },
          body: bad.body(route.fields),
        });
        const text = await response.text();
        const said = `${route.method} ${route.path} with ${bad.kind} answered ${response.status}: ${text}`;
        expect(response.status, said).toBeGreaterThanOrEqual(400);
        expect(response.status, said).toBeLessThan(500);
        const body: unknown = JSON.parse(text);
        expect(typeof (body as { message?: unknown }).message, said).toBe('string');
      }),
      { numRuns: 80 },
    );
  });
});
