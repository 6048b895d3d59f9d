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
