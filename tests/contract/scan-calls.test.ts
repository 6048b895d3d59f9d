import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { scanCalls, UnreadableCallError } from '../../scripts/contract/scan-calls';

// The scanner reads calls the way the api modules write them; what it cannot read fails by file and line.

let root: string;

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scan-calls-'));
  const all: Record<string, string> = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        noEmit: true,
      },
    }),
    'src/api/http.ts': [
      'export type Config = { method?: string; url: string; data?: unknown; params?: Record<string, unknown>; central?: boolean };',
      'export const http = { request: (config: Config) => Promise.resolve(config) };',
      'export function request<S>(schema: S, config: Config): Promise<S> { return http.request(config).then(() => schema); }',
    ].join('\n'),
    'src/api/schemas.ts':
      'export const itemSchema = { item: true };\nexport const listOf = <T>(item: T) => ({ list: item });',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the call scanner', () => {
  it('reads literal, template and conditional paths, query values, bodies and central calls', () => {
    root = project({
      'src/api/things/things.api.ts': `
        import { request } from '../http';
        import { itemSchema, listOf } from '../schemas';
        export function fetchThing(thingId: number) {
          return request(itemSchema, { method: 'GET', url: \`things/\${thingId}/parts/\${encodeURIComponent(String(thingId))}\` });
        }
        export function saveThing(id: number, input: { name: string; tags?: string[] }) {
          return request(listOf(itemSchema), { method: 'POST', url: \`things/\${id}\`, data: input, params: { _method: 'PATCH' } });
        }
        export function connect(type: 'google' | 'slack') {
          const url = type === 'google' ? 'google' : 'slack';
          return request(itemSchema, { method: 'GET', url });
        }
        export const login = (email: string) => request(itemSchema, { method: 'POST', url: 'login', data: { email }, central: true });
      `,
    });
    const calls = scanCalls(root).map(
      ({ method, path, pathParams, query, body, functionName, central, response }) => ({
        method,
        path,
        pathParams,
        query,
        body,
        functionName,
        central,
        response,
      }),
    );
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'central/login',
        central: true,
        functionName: 'login',
      }),
      expect.objectContaining({ method: 'GET', path: 'google', functionName: 'connect' }),
      expect.objectContaining({ method: 'GET', path: 'slack', functionName: 'connect' }),
      expect.objectContaining({
        method: 'POST',
        path: 'things/{id}',
        pathParams: [{ name: 'id', schema: { type: 'integer' } }],
        query: [{ name: '_method', schema: { const: 'PATCH' }, required: true }],
        body: {
          contentType: 'application/json',
          schema: {
            type: 'object',
            properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
            required: ['name'],
          },
        },
        response: {
          code: '$i[0]($i[1])',
          imports: [
            { file: 'src/api/schemas.ts', name: 'listOf' },
            { file: 'src/api/schemas.ts', name: 'itemSchema' },
          ],
        },
      }),
      expect.objectContaining({
        method: 'GET',
        path: 'things/{thingId}/parts/{thingId2}',
        functionName: 'fetchThing',
      }),
    ]);
  });

  it('follows a factory to every place it is called from', () => {
    root = project({
      'src/api/factory.ts': `
        import { request } from './http';
        export function defineList(urls: { list: string; item: (id: number) => string }, schema: unknown) {
          return {
            fetch: () => request(schema, { method: 'GET', url: urls.list }),
            remove: (id: number) => request(schema, { method: 'DELETE', url: urls.item(id) }),
          };
        }
      `,
      'src/api/colours/colours.api.ts': `
        import { defineList } from '../factory';
        import { itemSchema } from '../schemas';
        export const coloursApi = defineList({ list: 'colours', item: (id) => \`colours/\${id}\` }, itemSchema);
      `,
      'src/api/sizes/sizes.api.ts': `
        import { defineList } from '../factory';
        import { itemSchema, listOf } from '../schemas';
        export const sizesApi = defineList({ list: 'sizes', item: (id) => \`sizes/\${id}\` }, listOf(itemSchema));
      `,
    });
    expect(
      scanCalls(root).map((call) => [
        call.method,
        call.path,
        call.functionName,
        call.file,
        call.response?.code,
      ]),
    ).toEqual([
      ['GET', 'colours', 'coloursApi.fetch', 'src/api/colours/colours.api.ts', '$i[0]'],
      ['DELETE', 'colours/{id}', 'coloursApi.remove', 'src/api/colours/colours.api.ts', '$i[0]'],
      ['GET', 'sizes', 'sizesApi.fetch', 'src/api/sizes/sizes.api.ts', '$i[0]($i[1])'],
      ['DELETE', 'sizes/{id}', 'sizesApi.remove', 'src/api/sizes/sizes.api.ts', '$i[0]($i[1])'],
    ]);
  });

  it('refuses a path it cannot read, naming the file and line', () => {
    root = project({
      'src/api/odd.api.ts': `
        import { request } from './http';
        import { itemSchema } from './schemas';
        export function odd(path: string) {
          return request(itemSchema, { method: 'GET', url: path });
        }
      `,
    });
    expect(() => scanCalls(root)).toThrow(UnreadableCallError);
    expect(() => scanCalls(root)).toThrow(
      /src\/api\/odd\.api\.ts:4: a path depends on a parameter of a function nobody in src\/api calls/,
    );
  });

  it('refuses the axios instance used directly', () => {
    root = project({
      'src/api/raw.api.ts': `
        import { http } from './http';
        export const raw = () => http.request({ url: 'raw' });
      `,
    });
    expect(() => scanCalls(root)).toThrow(/raw\.api\.ts:3: the axios instance is called directly/);
  });
});
