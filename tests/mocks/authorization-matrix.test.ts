import { ROLE_PERMISSIONS } from '@/lib/demo-accounts';
import { configureMockDb } from '@/mocks/db';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { isMalformedIdHandler, routeOfHandler } from '@/mocks/routing/route';
import { clearFaults } from '@/mocks/scenarios';
import { allowInvalidRequests } from '../support/contract-check';
import { centralUrl, login, REFERENCE_DATE, tenantUrl } from '../support/mock-api';
import { matrixSamples, type MatrixSamples } from './authorization-matrix.samples';
import {
  AUTHORIZATION_MATRIX,
  MATRIX_ROLES,
  type MatrixRole,
  type MatrixRow,
  type Verdict,
} from './authorization-matrix.table';

// Issue 30: every route of the mocked API × every demo role, the verdict declared in
// authorization-matrix.table.ts (how to read it and add a row: the comment at its top).

const routeKey = (method: string, pattern: string) => `${method} ${pattern}`;

// What the handlers serve, read from the handlers themselves; a handler not built by route.ts has no
// known route and is reported as such.
const served = new Map<string, string>();
const unknownHandlers: string[] = [];
for (const handler of handlers) {
  const route = routeOfHandler(handler);
  if (route)
    served.set(
      routeKey(route.method, route.pattern),
      `${route.access}${route.permission ? ` ${route.permission}` : ''}`,
    );
  else if (!isMalformedIdHandler(handler)) unknownHandlers.push(handler.info.header);
}
const tableKeys = AUTHORIZATION_MATRIX.map((row) => routeKey(row.method, row.pattern));

describe('the authorisation matrix covers exactly the routes the mock serves', () => {
  it('has a row for every served route', () => {
    const missing = [...served]
      .filter(([key]) => !tableKeys.includes(key))
      .map(([key, access]) => `${key} (${access})`);
    expect(missing, 'served routes with no row in authorization-matrix.table.ts').toEqual([]);
  });

  it('has no row for a route that is no longer served', () => {
    expect(
      tableKeys.filter((key) => !served.has(key)),
      'rows whose route is gone',
    ).toEqual([]);
  });

  it('has one row per route', () => {
    expect(tableKeys.filter((key, index) => tableKeys.indexOf(key) !== index)).toEqual([]);
  });

  it('knows the route of every handler (all are built by src/mocks/routing/route.ts)', () => {
    expect(unknownHandlers).toEqual([]);
  });

  it('a rule that is one permission allows exactly the acme roles holding it', () => {
    const disagreeing = AUTHORIZATION_MATRIX.filter((row) => /^[a-z-]+::[a-z]+$/.test(row.rule)).flatMap(
      (row) =>
        (['admin', 'sale', 'employee'] as const).flatMap((role) => {
          const holds: Verdict = (ROLE_PERMISSIONS[role] as string[]).includes(row.rule) ? 'allow' : 'deny';
          return row.expect[role] === holds
            ? []
            : [`${routeKey(row.method, row.pattern)}: ${role} should ${holds}`];
        }),
    );
    expect(disagreeing).toEqual([]);
  });
});

// Who sends each row: acme's three demo roles on acme's host, and globex's admin on acme's host too
// (the cross-tenant attempt: see the table's comment).
const ACCOUNTS: Record<MatrixRole, string> = {
  admin: 'admin@acme.test',
  sale: 'sale@acme.test',
  employee: 'employee@acme.test',
  otherTenantAdmin: 'admin@globex.test',
};
const TENANT = 'acme';

const tokens = {} as Record<MatrixRole, string>;
let samples: MatrixSamples;
// A case starts from the seed again only after one that may have changed it (a change let through:
// not a read, a refusal, a 422, a row that keepsData or a bulk call that updated nothing), so the
// reads and refusals share one seed.
let changed = false;
const resetMockDb = () => configureMockDb({ referenceDate: REFERENCE_DATE });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  for (const role of MATRIX_ROLES) tokens[role] = await login(ACCOUNTS[role]);
  samples = await matrixSamples();
});
beforeEach(() => {
  clearFaults();
  if (changed) resetMockDb();
  changed = false;
});
afterAll(() => server.close());
// A sample body need not be valid (see the table): the rows probe who may call, not what is sent.
allowInvalidRequests();

// A sample id by its name in the table: {colleagueId}, {careerEntry.id}.
function sampleId(name: string): number {
  const value: unknown = name
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], samples);
  if (typeof value !== 'number') throw new Error(`The matrix samples have no id {${name}}`);
  return value;
}

const fillPath = (path: string) => path.replace(/\{([\w.]+)\}/g, (_, name: string) => String(sampleId(name)));

// A body with '{name}' in place of each sample id.
function fillBody(value: unknown): unknown {
  if (typeof value === 'string') {
    const name = /^\{([\w.]+)\}$/.exec(value)?.[1];
    return name ? sampleId(name) : value;
  }
  if (Array.isArray(value)) return value.map(fillBody);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillBody(item)]));
  }
  return value;
}

function urlOf(row: MatrixRow): string {
  const path = fillPath(row.path);
  return path.startsWith('central/') ? centralUrl(path.slice('central/'.length)) : tenantUrl(TENANT, path);
}

async function send(row: MatrixRow, role: MatrixRole): Promise<{ status: number; text: string }> {
  const body = row.body === undefined ? undefined : fillBody(row.body);
  const response = await fetch(urlOf(row), {
    method: row.method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${tokens[role]}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (row.method !== 'GET' && !row.keepsData && response.status < 400 && !updatedNothing(text))
    changed = true;
  return { status: response.status, text: text.slice(0, 200) };
}

// A bulk answer that changed no item ({ data: { updated: [], skipped } }) left the data as it was.
function updatedNothing(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    const data = (body as { data?: { updated?: unknown } } | null)?.data;
    return Array.isArray(data?.updated) && data.updated.length === 0;
  } catch {
    return false;
  }
}

// deny: 401, 403, 404; allow: anything else but a server error (422 got past authorisation).
const verdictOf = (status: number): Verdict => ([401, 403, 404].includes(status) ? 'deny' : 'allow');

const runnable = AUTHORIZATION_MATRIX.filter((row) => served.has(routeKey(row.method, row.pattern)));

describe.each(MATRIX_ROLES)('as %s', (role) => {
  it.each(runnable.map((row) => [`${routeKey(row.method, row.pattern)}: ${row.expect[role]}`, row] as const))(
    '%s',
    async (_name, row) => {
      const { status, text } = await send(row, role);
      const said = `${row.method} ${urlOf(row)} answered ${status}: ${text}`;
      expect(status, said).toBeLessThan(500);
      expect(verdictOf(status), `${said}\nrule: ${row.rule}`).toBe(row.expect[role]);
    },
  );
});
