import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApi, OPENAPI_FILE, REGENERATE } from '../../scripts/contract/build-openapi';
import { scanCalls, type ScannedCall } from '../../scripts/contract/scan-calls';

// docs/openapi.json is the contract a backend team checks its API against. It is generated from the
// client's code, so it must be exactly what the code produces now: a request function or a schema
// changed without the contract fails here.

const ROOT = join(import.meta.dirname, '..', '..');

type Document = {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
};

// Objects compared by content, keys in any order.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

// What differs, a line per call or schema: 'GET /users changed', 'POST /x missing from docs/openapi.json'.
function differences(committed: Document, generated: Document): string[] {
  const lines: string[] = [];
  const operations = (document: Document) =>
    new Map(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(
          ([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const,
        ),
      ),
    );
  const before = operations(committed);
  const now = operations(generated);
  for (const [key, operation] of now) {
    if (!before.has(key))
      lines.push(`${key}: the client makes this call; it is missing from ${OPENAPI_FILE}`);
    else if (canonical(before.get(key)) !== canonical(operation)) lines.push(`${key}: changed in the client`);
  }
  for (const key of before.keys()) if (!now.has(key)) lines.push(`${key}: no longer made by the client`);
  const schemas = new Set([
    ...Object.keys(committed.components.schemas),
    ...Object.keys(generated.components.schemas),
  ]);
  for (const name of schemas) {
    if (canonical(committed.components.schemas[name]) !== canonical(generated.components.schemas[name])) {
      lines.push(`schema ${name}: changed in the client`);
    }
  }
  const rest = (document: Document) =>
    canonical({ ...document, paths: null, components: { ...document.components, schemas: null } });
  if (lines.length === 0 && rest(committed) !== rest(generated))
    lines.push('the document around the calls changed');
  return lines;
}

describe(`the contract (${OPENAPI_FILE})`, () => {
  let calls: ScannedCall[];
  beforeAll(() => {
    calls = scanCalls(ROOT);
  }, 180_000);

  it('is what the request functions and schemas of src/api produce now', { timeout: 180_000 }, async () => {
    const generated = (await buildOpenApi(ROOT, calls)) as Document;
    const committed = JSON.parse(readFileSync(join(ROOT, OPENAPI_FILE), 'utf8')) as Document;
    expect(
      differences(committed, generated),
      `${OPENAPI_FILE} is not what the client's code produces: run \`${REGENERATE}\` and commit the file`,
    ).toEqual([]);
  });

  it('covers every request the code of src/api makes', () => {
    // Found by their text, independently of the scanner: every call of a request primitive outside
    // the files that define them.
    const primitives = ['src/api/http.ts', 'src/api/file-download.ts'];
    const sites: string[] = [];
    const dir = join(ROOT, 'src', 'api');
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const path = `src/api/${file}`;
      if (!/\.tsx?$/.test(file) || primitives.includes(path)) continue;
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/(^|[^\w.])(request|requestFile|requestBlob)\(/.test(line) && !line.trim().startsWith('//')) {
            sites.push(`${path}:${index + 1}`);
          }
        });
    }
    const scanned = new Set(calls.map((call) => call.site));
    expect(sites.length).toBeGreaterThan(50);
    expect(sites.filter((site) => !scanned.has(site))).toEqual([]);
  });
});

// The rules of issue 31 the generator follows, read from the committed file (the test above holds it to
// the code).
describe(`what ${OPENAPI_FILE} says besides the calls`, () => {
  type Operation = {
    summary?: string;
    description?: string;
    tags?: string[];
    'x-spec'?: string;
    parameters?: { in: string; name: string }[];
    requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
    responses: Record<string, unknown>;
    servers?: { url: string; variables?: Record<string, { default: string }> }[];
    security?: Record<string, unknown>[];
  };
  type Contract = {
    servers: { url: string; variables?: Record<string, { default: string }> }[];
    paths: Record<string, Record<string, Operation>>;
  };
  const contract = JSON.parse(readFileSync(join(ROOT, OPENAPI_FILE), 'utf8')) as Contract;
  const operation = (method: string, path: string) => contract.paths[path]![method]!;
  const statuses = (method: string, path: string) =>
    Object.keys(operation(method, path).responses).filter((status) => /^\d+$/.test(status));
  const all = Object.entries(contract.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, found]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      found,
    })),
  );

  it('lists 401 with a token, 403 with a permission, 404 with a path id and 422 with a body or query values', () => {
    expect(statuses('get', '/users')).toEqual(['401', '403', '422']);
    expect(statuses('get', '/invoices/{id}')).toEqual(['401', '403', '404']);
    expect(statuses('get', '/time-offs/counts')).toEqual(['401']);
    expect(statuses('post', '/central/login')).toEqual(['422']);
    const missing = all.flatMap(({ key, path, found }) => {
      const listed = Object.keys(found.responses);
      const tokened = (found.security ?? []).some((scheme) => 'bearer' in scheme);
      return [
        ...(tokened && !listed.includes('401') ? [`${key} 401`] : []),
        ...(path.includes('{') && !listed.includes('404') ? [`${key} 404`] : []),
        ...(found.requestBody && !listed.includes('422') ? [`${key} 422`] : []),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('offers the server of `npm run api`, with a tenant and a port variable', () => {
    const port = /API_DEFAULT_PORT = (\d+)/.exec(readFileSync(join(ROOT, 'scripts', 'api.mjs'), 'utf8'))?.[1];
    const local = contract.servers.find((server) => server.url.includes('localhost'));
    expect(local).toMatchObject({
      url: 'http://{tenant}.localhost:{port}/api',
      variables: { tenant: { default: expect.any(String) }, port: { default: port } },
    });
    expect(operation('post', '/central/login').servers?.map((server) => server.url)).toContain(
      'http://localhost:{port}/api',
    );
  });

  it("marks the mocked API's control routes as mock-only, tagged mock-controls", () => {
    const controls = all.filter(({ path }) => path.includes('__mock__'));
    expect(controls.length).toBeGreaterThan(0);
    for (const { found } of controls) {
      expect(found).toMatchObject({ 'x-spec': 'mock-only', tags: ['mock-controls'] });
      expect(found.summary).toMatch(/^Mock only: /);
    }
    expect(all.filter(({ found }) => found.tags?.includes('mock-controls')).length).toBe(controls.length);
  });

  it('gives the create and update bodies of one operation as anyOf, never an overlapping oneOf', () => {
    expect(all.filter(({ found }) => JSON.stringify(found.requestBody ?? {}).includes('"oneOf"'))).toEqual(
      [],
    );
    const term = operation('post', '/terms/{id}').requestBody!.content['application/json']!.schema;
    expect((term.anyOf as { title: string }[]).map((branch) => branch.title)).toEqual([
      'createTerm',
      'updateTerm',
    ]);
  });

  it('sums up every operation, from its request function', () => {
    expect(all.filter(({ found }) => !found.summary).map(({ key }) => key)).toEqual([]);
    expect(operation('get', '/reports/salary').summary).toBe('Fetch salary report');
  });
});
