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
    // The shape of src/api/multipart.ts and src/api/file-download.ts, as far as the scanner reads them.
    'src/api/multipart.ts': [
      'declare const multipartFields: unique symbol;',
      'export type MultipartBody<T> = FormData & { readonly [multipartFields]?: T };',
      'export function multipartBody<T extends Record<string, unknown>>(fields: T): MultipartBody<T> { void fields; return new FormData(); }',
    ].join('\n'),
    'src/api/file-download.ts': [
      "export type FileMediaType = 'application/pdf' | 'application/zip' | 'text/csv' | 'application/octet-stream';",
      'export function requestFile(config: { method?: string; url: string; mediaTypes: readonly FileMediaType[] }) { return Promise.resolve(config); }',
    ].join('\n'),
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

  it("reads a multipart body's fields: files as binary parts, lists as name[], numbers and null as text", () => {
    root = project({
      'src/api/forms.api.ts': `
        import { request } from './http';
        import { multipartBody } from './multipart';
        import { itemSchema } from './schemas';
        type Values = { name: string; industry_id: number | null; skill_ids: number[]; files: File[]; logo?: File };
        const fieldsOf = (values: Values) => ({ name: values.name.trim(), industry_id: values.industry_id, skill_ids: values.skill_ids });
        function form(values: Values) {
          return multipartBody({ ...fieldsOf(values), files: values.files, logo: values.logo, remove_logo: values.logo ? undefined : true });
        }
        export const saveForm = (values: Values) => request(itemSchema, { method: 'POST', url: 'forms', data: form(values) });
      `,
    });
    const [call] = scanCalls(root);
    const number = { type: 'string', pattern: expect.any(String) };
    expect(call?.body).toEqual({
      contentType: 'multipart/form-data',
      schema: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          industry_id: { anyOf: [{ const: '' }, number] },
          'skill_ids[]': { type: 'array', items: number },
          'files[]': { type: 'array', items: { type: 'string', format: 'binary' } },
          logo: { type: 'string', format: 'binary' },
          remove_logo: { const: '1' },
        },
        required: ['name', 'industry_id'],
      },
    });
    const pattern = new RegExp(
      (call!.body!.schema.properties as Record<string, { items: { pattern: string } }>)['skill_ids[]']!.items
        .pattern,
    );
    expect(['12', '-3', '2.5'].every((text) => pattern.test(text))).toBe(true);
    expect(pattern.test('twelve')).toBe(false);
  });

  it("reads a factory's multipart fields from what its caller gives it, and names the member that sends", () => {
    root = project({
      'src/api/items.ts': `
        import { request } from './http';
        import { multipartBody, type MultipartBody } from './multipart';
        import { itemSchema } from './schemas';
        export function itemCalls<Input extends { files: File[] }>(config: {
          path: (userId: number) => string;
          idField: string;
          fieldsOf: (input: Input) => Record<string, string | null>;
        }) {
          const send = (url: string, data: MultipartBody<Record<string, unknown>>) => request(itemSchema, { method: 'POST', url, data });
          return {
            update: (userId: number, itemId: number, input: Input) =>
              send(config.path(userId), multipartBody({ [config.idField]: String(itemId), ...config.fieldsOf(input), files: input.files })),
          };
        }
      `,
      'src/api/courses.api.ts': `
        import { itemCalls } from './items';
        // The person's courses.
        export const courseCalls = itemCalls<{ name: string; files: File[] }>({
          path: (userId) => \`user-courses-update/\${userId}\`,
          idField: 'course_id',
          fieldsOf: ({ name }) => ({ name }),
        });
      `,
    });
    const [call] = scanCalls(root);
    expect(call).toMatchObject({
      path: 'user-courses-update/{userId}',
      functionName: 'courseCalls.update',
      comment: "The person's courses.",
    });
    expect(Object.keys((call!.body!.schema.properties ?? {}) as object)).toEqual([
      'course_id',
      'name',
      'files[]',
    ]);
  });

  it('refuses a multipart body built by hand, whose fields cannot be read', () => {
    root = project({
      'src/api/raw-form.api.ts': `
        import { request } from './http';
        import { itemSchema } from './schemas';
        export function upload(file: Blob) {
          const form = new FormData();
          form.append('file', file);
          return request(itemSchema, { method: 'POST', url: 'uploads', data: form });
        }
      `,
    });
    expect(() => scanCalls(root)).toThrow(
      /raw-form\.api\.ts:7: a multipart body is made by multipartBody\(\)/,
    );
  });

  it('reads the media types a download declares, and the comment above its function', () => {
    root = project({
      'src/api/exports.api.ts': `
        import { requestFile } from './file-download';
        // GET exports/{id}: one export as a PDF, several as a ZIP.
        // Saved under the server's name.
        export function downloadExport(id: number) {
          return requestFile({ method: 'GET', url: \`exports/\${id}\`, mediaTypes: ['application/zip', 'application/pdf'] });
        }
      `,
    });
    expect(scanCalls(root)).toEqual([
      expect.objectContaining({
        answer: 'file',
        mediaTypes: ['application/pdf', 'application/zip'],
        comment: "GET exports/{id}: one export as a PDF, several as a ZIP. Saved under the server's name.",
      }),
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
