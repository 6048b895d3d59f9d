import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { ALL_PERMISSIONS, PERMISSION_USES } from '../../src/lib/permissions';
import type { RouteInfo } from '../../src/mocks/routing/route';
import {
  scanCalls,
  type JsonSchema,
  type Method,
  type RuntimeExpression,
  type ScannedCall,
} from './scan-calls';

// docs/openapi.json: every call the client makes (scan-calls.ts) as OpenAPI 3.1, with the response
// schemas converted from the client's own zod schemas (z.toJSONSchema, the wire side: io 'input'),
// request bodies and query parameters from the TypeScript types of what the client sends, whether
// SPEC.md §7 names the call (spec-calls.tsv) or it is proposed, and the permission the API checks (the
// mocked API's route table, src/mocks/routing/route.ts). `npm run contract` writes it; the contract
// test fails when the file is not what this produces from the code as it is.

export const OPENAPI_FILE = 'docs/openapi.json';
export const REGENERATE = 'npm run contract';

type Operation = Record<string, unknown>;

// Every call goes to the tenant's host; pre-login calls (central/…) to the bare host.
const CENTRAL_SERVER = {
  url: 'https://{apiHost}/api',
  description: 'central: pre-login calls, on the bare API host',
  variables: { apiHost: { default: 'api.example.com' } },
};

const HTTP_ORDER: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// A path with its parameters unnamed, for comparing our paths with the spec's and the mock's.
export function pathKey(path: string): string {
  return path
    .split('?')[0]!
    .replace(/^\/+|\/+$/g, '')
    .replace(/^central\//, '')
    .replace(/\{[^}]*\}|:[A-Za-z_]\w*/g, '{}');
}

type SpecCall = { area: string; method: string; path: string };

export function readSpecCalls(root: string): SpecCall[] {
  return readFileSync(join(root, 'scripts', 'contract', 'spec-calls.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [area = '', method = '', path = ''] = line.split('\t');
      return { area, method: method.toUpperCase(), path };
    });
}

async function evaluateSchema(root: string, expression: RuntimeExpression): Promise<z.core.$ZodType> {
  const values = await Promise.all(
    expression.imports.map(async (entry) => {
      const exports = (await import(
        entry.file ? pathToFileURL(join(root, entry.file)).href : entry.module!
      )) as Record<string, unknown>;
      return entry.name === null ? exports : exports[entry.name];
    }),
  );
  // The expression is the call-site text of a request() in src/api, rebuilt over the modules' exports.
  const evaluateExpression = new Function('$i', `return ${expression.code};`) as (
    imports: unknown[],
  ) => unknown;
  const schema = evaluateExpression(values);
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) {
    throw new Error(`Not a zod schema: ${expression.code}`);
  }
  return schema as z.core.$ZodType;
}

function toJsonSchema(schema: z.core.$ZodType): JsonSchema {
  // What the API sends is the schema's input: before the client's transforms and defaults.
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

// camelCaseSchema → CamelCase, the component's name.
function componentName(exportName: string): string {
  const base = exportName.replace(/Schema$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1);
}

function tagOf(file: string): string {
  const match = /^src\/api\/([^/]+)\//.exec(file);
  return match?.[1] ?? 'client';
}

// `calls`: the scan, when the caller has made it already.
export async function buildOpenApi(
  root: string,
  calls: ScannedCall[] = scanCalls(root),
): Promise<Record<string, unknown>> {
  const specCalls = readSpecCalls(root);
  // The mocked API's routes register as their modules load.
  await import(pathToFileURL(join(root, 'src', 'mocks', 'handlers', 'index.ts')).href);
  const { definedRoutes } = (await import(
    pathToFileURL(join(root, 'src', 'mocks', 'routing', 'route.ts')).href
  )) as {
    definedRoutes: () => readonly RouteInfo[];
  };
  const routes = definedRoutes();

  const components: Record<string, JsonSchema> = {};
  const componentOf = new Map<object, string>();

  async function responseSchema(call: ScannedCall): Promise<JsonSchema> {
    const expression = call.response!;
    const schema = await evaluateSchema(root, expression);
    const single =
      expression.imports.length === 1 && expression.code === '$i[0]' ? expression.imports[0] : undefined;
    if (!single?.name) return toJsonSchema(schema);
    const known = componentOf.get(schema);
    if (known) return { $ref: `#/components/schemas/${known}` };
    let name = componentName(single.name);
    if (components[name])
      name = `${componentName(tagOf(single.file ?? '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()))}${name}`;
    for (let n = 2; components[name]; n += 1) name = `${componentName(single.name)}${n}`;
    components[name] = toJsonSchema(schema);
    componentOf.set(schema, name);
    return { $ref: `#/components/schemas/${name}` };
  }

  // OpenAPI takes terms/{projectId} and terms/{termId} for one path: where calls name a parameter of one
  // path differently, it is called id (id2, … for the next).
  const paramNames = new Map<string, string[]>();
  for (const call of calls) {
    const key = pathKey(call.path);
    const names = call.pathParams.map((param) => param.name);
    const known = paramNames.get(key);
    if (!known) paramNames.set(key, names);
    else {
      paramNames.set(
        key,
        known.map((name, index) => {
          if (name === names[index]) return name;
          let generic = 'id';
          for (let n = 2; known.some((other, at) => at !== index && other === generic); n += 1)
            generic = `id${n}`;
          return generic;
        }),
      );
    }
  }
  const canonicalCalls = calls.map((call) => {
    const names = paramNames.get(pathKey(call.path)) ?? [];
    let path = call.path;
    const pathParams = call.pathParams.map((param, index) => {
      const name = names[index] ?? param.name;
      path = path.replace(`{${param.name}}`, `{\u0000${name}}`);
      return { ...param, name };
    });
    return { ...call, path: path.replaceAll('\u0000', ''), pathParams };
  });

  // One operation per method and path; calls of one path with different answers are joined.
  const groups = new Map<string, ScannedCall[]>();
  for (const call of canonicalCalls) {
    const key = `${call.path} ${call.method}`;
    groups.set(key, [...(groups.get(key) ?? []), call]);
  }

  const paths: Record<string, Record<string, Operation>> = {};
  for (const group of groups.values()) {
    const first = group[0]!;
    const { method, path, central } = first;
    const spec = specCalls.find(
      (candidate) => candidate.method === method && pathKey(candidate.path) === pathKey(path),
    );
    const route = routes.find(
      (candidate) => candidate.method === method && pathKey(candidate.pattern) === pathKey(path),
    );
    const mockOnly = path.includes('__mock__');

    const jsonSchemas: JsonSchema[] = [];
    for (const call of group.filter((candidate) => candidate.answer === 'json')) {
      const schema = await responseSchema(call);
      if (!jsonSchemas.some((existing) => JSON.stringify(existing) === JSON.stringify(schema)))
        jsonSchemas.push(schema);
    }
    const content: Record<string, unknown> = {};
    if (jsonSchemas.length > 0) {
      content['application/json'] = {
        schema: jsonSchemas.length === 1 ? jsonSchemas[0] : { oneOf: jsonSchemas },
      };
    }
    if (group.some((call) => call.answer === 'file')) {
      content['application/octet-stream'] = {
        schema: { type: 'string', format: 'binary' },
        description: 'a file (PDF, ZIP, an attachment), saved under the name in Content-Disposition',
      };
    }

    const parameters: Record<string, unknown>[] = first.pathParams.map((param) => ({
      name: param.name,
      in: 'path',
      required: true,
      schema: param.schema,
    }));
    const queryNames = new Set<string>();
    for (const call of group) {
      for (const query of call.query) {
        if (queryNames.has(query.name)) continue;
        queryNames.add(query.name);
        // Required only when every call of the path sends it.
        const required = group.every((other) => other.query.some((q) => q.name === query.name && q.required));
        parameters.push({ name: query.name, in: 'query', required, schema: query.schema });
      }
    }

    const bodies = group.flatMap((call) => (call.body ? [call.body] : []));
    let requestBody: Record<string, unknown> | undefined;
    if (bodies.length > 0) {
      const bodyContent: Record<string, { schema: JsonSchema }> = {};
      for (const body of bodies) {
        const existing = bodyContent[body.contentType];
        if (!existing) bodyContent[body.contentType] = { schema: body.schema };
        else if (JSON.stringify(existing.schema) !== JSON.stringify(body.schema)) {
          const options =
            'oneOf' in existing.schema ? (existing.schema.oneOf as JsonSchema[]) : [existing.schema];
          if (!options.some((option) => JSON.stringify(option) === JSON.stringify(body.schema))) {
            bodyContent[body.contentType] = { schema: { oneOf: [...options, body.schema] } };
          }
        }
      }
      requestBody = { required: true, content: bodyContent };
    }

    const access = route?.access ?? (central ? 'central' : 'tenant');
    const security =
      access === 'tenant' ? [{ bearer: [] }] : access === 'token-optional' ? [{}, { bearer: [] }] : [];
    const functions = [...new Set(group.map((call) => call.functionName))];
    const operation: Operation = {
      operationId: functions.join('_').replace(/[^A-Za-z0-9_]/g, '_'),
      tags: [tagOf(first.file)],
      'x-spec': mockOnly ? 'mock-only' : spec ? 'named' : 'proposed',
      'x-permission': route?.permission ?? null,
      'x-access': access,
      ...(route?.impersonation === 'refuse'
        ? { 'x-impersonation': 'refused (403 while impersonating)' }
        : {}),
      'x-client': group
        .map((call) => ({ function: call.functionName, file: call.file }))
        .filter((entry, index, all) => all.findIndex((other) => other.function === entry.function) === index),
      ...(route ? {} : { 'x-mocked': false }),
      ...(central ? { servers: [CENTRAL_SERVER] } : {}),
      security,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        '2XX': { description: 'success', ...(Object.keys(content).length > 0 ? { content } : {}) },
        ...(requestBody ? { '422': { $ref: '#/components/responses/ValidationError' } } : {}),
        '4XX': { $ref: '#/components/responses/Error' },
        '5XX': { $ref: '#/components/responses/Error' },
      },
    };
    paths[`/${path}`] = { ...paths[`/${path}`], [method.toLowerCase()]: operation };
  }

  const sortedPaths = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((path) => [
        path,
        Object.fromEntries(
          HTTP_ORDER.map((method) => method.toLowerCase())
            .filter((method) => paths[path]![method])
            .map((method) => [method, paths[path]![method]]),
        ),
      ]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Staff Portal API (as the client calls it)',
      version: '1',
      description: [
        'Every call the staff portal client makes, generated from its code (`npm run contract`, scripts/contract/):',
        'paths and methods from the request functions of src/api, response schemas from their zod schemas,',
        'request bodies and query parameters from the types of what the client sends.',
        '`x-spec`: `named` when SPEC.md §7 names the method and path (shapes may still be proposed, see',
        "docs/api.md), `proposed` otherwise, `mock-only` for the mocked API's own controls.",
        '`x-permission`: the permission the API checks (as the mocked API enforces it; null when none or',
        'when the rule is more than one permission, see docs/api.md). A deployment whose API names',
        'permissions differently maps ours with NEXT_PUBLIC_PERMISSION_MAP (`x-permissions` lists them).',
        "Errors come in Laravel's shape; 2XX is any success (creates answer 201).",
      ].join(' '),
    },
    servers: [
      {
        url: 'https://{tenant}.{apiHost}/api',
        description: "tenant calls: the tenant (the token's `tenant` claim) prefixed to the API host",
        variables: { tenant: { default: 'acme' }, apiHost: { default: 'api.example.com' } },
      },
    ],
    'x-permissions': ALL_PERMISSIONS.map((name) => ({ name, opens: PERMISSION_USES[name] })),
    paths: sortedPaths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The token from POST central/login (claims sub, tenant, email, name, role, permissions, iat, exp). ' +
            'While impersonating, X-Impersonation-Token carries the impersonation token as well.',
        },
      },
      responses: {
        Error: {
          description: "Laravel's error body",
          content: {
            'application/json': {
              schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
            },
          },
        },
        ValidationError: {
          description: "Laravel's 422: the first message, and the messages of each field",
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  message: { type: 'string' },
                  errors: {
                    type: 'object',
                    additionalProperties: { type: 'array', items: { type: 'string' } },
                  },
                },
                required: ['message', 'errors'],
              },
            },
          },
        },
      },
      schemas: Object.fromEntries(
        Object.keys(components)
          .sort()
          .map((name) => [name, components[name]]),
      ),
    },
  };
}

// As `npm run format` would leave it, so formatting the repository never changes the contract.
export async function formatOpenApi(root: string, document: Record<string, unknown>): Promise<string> {
  const prettier = await import('prettier');
  const file = join(root, OPENAPI_FILE);
  const options = await prettier.resolveConfig(file);
  return prettier.format(JSON.stringify(document), { ...options, filepath: file });
}
