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
// schemas converted from the client's own zod schemas (z.toJSONSchema, the wire side: io 'input'; the
// `$defs` it makes are hoisted into components.schemas), request bodies and query parameters from the
// TypeScript types of what the client sends (multipart bodies with their fields), whether SPEC.md §7
// names the call (spec-calls.tsv) or it is proposed, and the permission the API checks (the mocked
// API's route table, src/mocks/routing/route.ts). Each operation has a unique operationId, a summary
// from its request function's name and a description from its comment; 401, 403, 404 and 422 where
// they occur; the media types a download declares. `npm run contract` writes it; the contract test
// fails when the file is not what this produces from the code as it is, and
// tests/contract/openapi-tools.test.ts runs it through swagger-parser, Redocly's recommended rules
// (REDOCLY_RULES below) and openapi-typescript.

export const OPENAPI_FILE = 'docs/openapi.json';
export const REGENERATE = 'npm run contract';

// Redocly's recommended rules, and what differs from them here: one line each, with the reason.
export const REDOCLY_RULES = {
  // The client calls POST cv/enhance/ with its trailing slash, as SPEC §7 names it: said, not hidden.
  'no-path-trailing-slash': 'warn',
  // The portal's own API: it has no licence to name.
  'info-license': 'off',
  // The second server is `npm run api` on this machine: localhost by design.
  'no-server-example.com': 'off',
} as const;

type Operation = Record<string, unknown>;

// Every call goes to the tenant's host; pre-login calls (central/…) to the bare host. `npm run api`
// (scripts/api.mjs) serves both on this machine: tenants on <tenant>.localhost, central on localhost.
// `port`: the one `npm run api` listens on by default. No `description` on a server variable:
// swagger-parser 12 refuses it in 3.1 (APIDevTools/swagger-cli#83), so the servers say it.
function serversOf(port: number) {
  const local = { default: String(port) };
  const tenant = [
    {
      url: 'https://{tenant}.{apiHost}/api',
      description: "tenant calls: the tenant (the token's `tenant` claim) prefixed to the API host",
      variables: { tenant: { default: 'acme' }, apiHost: { default: 'api.example.com' } },
    },
    {
      url: 'http://{tenant}.localhost:{port}/api',
      description: `the mocked API of \`npm run api\` (port ${port}, or its --port), a tenant on its own *.localhost host`,
      variables: { tenant: { default: 'acme' }, port: local },
    },
  ];
  const central = [
    {
      url: 'https://{apiHost}/api',
      description: 'central: pre-login calls, on the bare API host',
      variables: { apiHost: { default: 'api.example.com' } },
    },
    {
      url: 'http://localhost:{port}/api',
      description: `central calls to the mocked API of \`npm run api\` (port ${port}, or its --port)`,
      variables: { port: local },
    },
  ];
  return { tenant, central };
}

const MOCK_TAG = 'mock-controls';

const HTTP_ORDER: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// Laravel's error bodies, named so every error response shares them.
const ERROR_SCHEMAS: Record<string, JsonSchema> = {
  LaravelError: {
    type: 'object',
    properties: { message: { type: 'string' } },
    required: ['message'],
  },
  LaravelValidationError: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
    required: ['message', 'errors'],
  },
};

const errorResponse = (description: string, schema: keyof typeof ERROR_SCHEMAS = 'LaravelError') => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

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

// Every object in a JSON value, children first.
function eachObject(value: unknown, visit: (node: JsonSchema) => void): void {
  if (Array.isArray(value)) value.forEach((item) => eachObject(item, visit));
  else if (value && typeof value === 'object') {
    Object.values(value).forEach((child) => eachObject(child, visit));
    visit(value as JsonSchema);
  }
}

// z.record(z.enum([…]), v) comes out as propertyNames + additionalProperties: as named properties it
// says the same, and the `required` names properties tools can see.
function recordsAsProperties(schema: JsonSchema): void {
  eachObject(schema, (node) => {
    const names = (node.propertyNames as JsonSchema | undefined)?.enum;
    const value = node.additionalProperties;
    if (!Array.isArray(names) || !value || typeof value !== 'object' || node.properties) return;
    node.properties = Object.fromEntries(names.map((name) => [String(name), structuredClone(value)]));
    node.additionalProperties = false;
    delete node.propertyNames;
  });
}

function toJsonSchema(schema: z.core.$ZodType): JsonSchema {
  // What the API sends is the schema's input: before the client's transforms and defaults.
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete json.$schema;
  recordsAsProperties(json);
  return json;
}

// "fetchInvoices" → "Fetch invoices"; "positionsApi.create" → "Create positions".
export function sentenceOf(functionName: string): string {
  const [made, member] = functionName.includes('.') ? functionName.split('.') : [undefined, functionName];
  const words = (text: string) =>
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .toLowerCase();
  const text = made
    ? `${words(member!)} ${words(made.replace(/(Api|Calls|List)$/, ''))}`
    : words(functionName);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// fetchConnectUrl of GET google and GET slack → fetchGoogleConnectUrl, fetchSlackConnectUrl: a function
// that serves several paths is named for each by the segments its path does not share with the others.
function distinctOperationIds(operations: { id: string; path: string; method: Method }[]): string[] {
  const segments = (path: string) => path.split('/').filter((segment) => segment && !segment.startsWith('{'));
  const camel = (text: string) =>
    text
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join('');
  const ids = operations.map((operation) => {
    const sharing = operations.filter((other) => other.id === operation.id);
    if (sharing.length === 1) return operation.id;
    const own = segments(operation.path).filter(
      (segment) => !sharing.every((other) => segments(other.path).includes(segment)),
    );
    const [, verb = '', rest = ''] = /^([a-z]+)(.*)$/.exec(operation.id) ?? [];
    return own.length > 0 ? `${verb}${camel(own.join('-'))}${rest}` : operation.id;
  });
  // Whatever still repeats: by method.
  return ids.map((id, index) =>
    ids.filter((other) => other === id).length > 1 ? `${id}_${operations[index]!.method.toLowerCase()}` : id,
  );
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

// Schemas of one content, told apart by the function that sends or parses each: anyOf, since a create's
// body may well be a valid update too.
function alternatives(schemas: { schema: JsonSchema; functions: string[] }[]): JsonSchema {
  if (schemas.length === 1) return schemas[0]!.schema;
  return {
    anyOf: schemas.map(({ schema, functions }) =>
      '$ref' in schema ? schema : { title: functions.join(', '), ...schema },
    ),
  };
}

// The forms of one multipart operation (a create and its update) as one form: every field any of them
// sends, required when all of them send it, and who sends the others.
function mergedForm(shapes: { schema: JsonSchema; functions: string[] }[]): JsonSchema {
  if (shapes.length === 1) return shapes[0]!.schema;
  const properties: Record<string, JsonSchema> = {};
  for (const { schema } of shapes) {
    for (const [name, field] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
      properties[name] ??= field;
    }
  }
  const requiredBy = (schema: JsonSchema) => (schema.required ?? []) as string[];
  const required = Object.keys(properties).filter((name) =>
    shapes.every(({ schema }) => requiredBy(schema).includes(name)),
  );
  for (const name of Object.keys(properties)) {
    const senders = shapes
      .filter(({ schema }) => name in (schema.properties as object))
      .flatMap(({ functions }) => functions);
    if (senders.length < shapes.flatMap(({ functions }) => functions).length)
      properties[name] = { ...properties[name], description: `sent by ${senders.join(', ')} only` };
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
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
  const { API_DEFAULT_PORT } = (await import(pathToFileURL(join(root, 'scripts', 'api.mjs')).href)) as {
    API_DEFAULT_PORT: number;
  };
  const servers = serversOf(API_DEFAULT_PORT);

  const components: Record<string, JsonSchema> = { ...ERROR_SCHEMAS };
  const componentOf = new Map<object, string>();

  const freeName = (base: string) => {
    let name = base;
    for (let n = 2; components[name]; n += 1) name = `${base}${n}`;
    return name;
  };

  // z.toJSONSchema keeps shared and recursive parts in the schema's own `$defs`, which a schema placed
  // in a document cannot reach: each becomes a component, and its refs point there.
  function hoisted(schema: JsonSchema, owner: string): JsonSchema {
    const defs = schema.$defs as Record<string, JsonSchema> | undefined;
    delete schema.$defs;
    const names = new Map<string, string>();
    for (const key of Object.keys(defs ?? {})) {
      const numbered = /^__schema(\d+)$/.exec(key);
      names.set(key, freeName(numbered ? `${owner}Def${numbered[1]}` : componentName(key)));
    }
    const retarget = (node: JsonSchema) => {
      const ref = node.$ref;
      if (typeof ref !== 'string') return;
      const key = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
      if (key && names.has(key)) node.$ref = `#/components/schemas/${names.get(key)}`;
      else if (ref === '#') node.$ref = `#/components/schemas/${owner}`;
      else if (ref.startsWith('#/') && !ref.startsWith('#/components/'))
        throw new Error(`A schema of ${owner} refers to ${ref}, which the document does not have`);
    };
    eachObject(schema, retarget);
    for (const [key, name] of names) {
      const definition = defs![key]!;
      eachObject(definition, retarget);
      components[name] = definition;
    }
    return schema;
  }

  async function responseSchema(call: ScannedCall): Promise<JsonSchema> {
    const expression = call.response!;
    const schema = await evaluateSchema(root, expression);
    const single =
      expression.imports.length === 1 && expression.code === '$i[0]' ? expression.imports[0] : undefined;
    if (!single?.name) {
      // An inline schema: its parts are named after the function that parses it.
      return hoisted(
        toJsonSchema(schema),
        componentName(call.functionName.replace(/\W(\w)/g, (_, c: string) => c.toUpperCase())),
      );
    }
    const known = componentOf.get(schema);
    if (known) return { $ref: `#/components/schemas/${known}` };
    let name = componentName(single.name);
    if (components[name])
      name = `${componentName(tagOf(single.file ?? '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()))}${name}`;
    for (let n = 2; components[name]; n += 1) name = `${componentName(single.name)}${n}`;
    components[name] = {};
    components[name] = hoisted(toJsonSchema(schema), name);
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

  // One operationId per operation: its first request function's name, told apart where one function
  // serves several paths.
  const groupList = [...groups.values()];
  const operationIds = distinctOperationIds(
    groupList.map((group) => ({
      id: group[0]!.functionName.replace(/[^A-Za-z0-9_]/g, '_'),
      path: group[0]!.path,
      method: group[0]!.method,
    })),
  );

  const paths: Record<string, Record<string, Operation>> = {};
  for (const [groupIndex, group] of groupList.entries()) {
    const first = group[0]!;
    const { method, path, central } = first;
    const spec = specCalls.find(
      (candidate) => candidate.method === method && pathKey(candidate.path) === pathKey(path),
    );
    const route = routes.find(
      (candidate) => candidate.method === method && pathKey(candidate.pattern) === pathKey(path),
    );
    const mockOnly = path.includes('__mock__');
    const functions = [...new Set(group.map((call) => call.functionName))];

    const jsonSchemas: { schema: JsonSchema; functions: string[] }[] = [];
    for (const call of group.filter((candidate) => candidate.answer === 'json')) {
      const schema = await responseSchema(call);
      const same = jsonSchemas.find((existing) => JSON.stringify(existing.schema) === JSON.stringify(schema));
      if (same) same.functions.push(call.functionName);
      else jsonSchemas.push({ schema, functions: [call.functionName] });
    }
    const content: Record<string, unknown> = {};
    if (jsonSchemas.length > 0) content['application/json'] = { schema: alternatives(jsonSchemas) };
    const files = group.filter((call) => call.answer === 'file');
    for (const mediaType of [...new Set(files.flatMap((call) => call.mediaTypes))].sort()) {
      content[mediaType] = { schema: { type: 'string', format: 'binary' } };
    }

    const parameters: Record<string, unknown>[] = first.pathParams.map((param) => ({
      name: param.name,
      in: 'path',
      required: true,
      schema: param.schema,
    }));
    const queryNames = [...new Set(group.flatMap((call) => call.query.map((query) => query.name)))];
    for (const name of queryNames) {
      const sent = group.flatMap((call) => call.query.filter((query) => query.name === name));
      // Values written in the calls (_method: 'patch' and 'put') are each allowed.
      const constants = [...new Set(sent.map((query) => query.schema.const))];
      const schema =
        sent.every((query) => 'const' in query.schema) && constants.length > 1
          ? { enum: constants }
          : sent[0]!.schema;
      // Required only when every call of the path sends it.
      const required = group.every((call) => call.query.some((q) => q.name === name && q.required));
      parameters.push({ name, in: 'query', required, schema });
    }
    const valueParameters = group.some((call) => call.query.some((query) => !('const' in query.schema)));

    const bodies = group.flatMap((call) =>
      call.body ? [{ body: call.body, function: call.functionName }] : [],
    );
    let requestBody: Record<string, unknown> | undefined;
    if (bodies.length > 0) {
      const bodyContent: Record<string, { schema: JsonSchema }> = {};
      for (const contentType of [...new Set(bodies.map(({ body }) => body.contentType))]) {
        const shapes: { schema: JsonSchema; functions: string[] }[] = [];
        for (const { body, function: name } of bodies.filter(
          ({ body }) => body.contentType === contentType,
        )) {
          const same = shapes.find((shape) => JSON.stringify(shape.schema) === JSON.stringify(body.schema));
          if (same) same.functions.push(name);
          else shapes.push({ schema: body.schema, functions: [name] });
        }
        bodyContent[contentType] = {
          schema: contentType === 'multipart/form-data' ? mergedForm(shapes) : alternatives(shapes),
        };
      }
      requestBody = { required: true, content: bodyContent };
    }

    const access = route?.access ?? (central ? 'central' : 'tenant');
    const bearer = access === 'tenant' || access === 'token-optional';
    const security =
      access === 'tenant' ? [{ bearer: [] }] : access === 'token-optional' ? [{}, { bearer: [] }] : [];
    const refusesImpersonation = route?.impersonation === 'refuse';
    // Each function's comment once; named when the operation has several.
    const commented = new Map<string, string>();
    for (const call of group) {
      if (call.comment && !commented.has(call.functionName)) commented.set(call.functionName, call.comment);
    }
    const comments = [...commented].map(([name, comment]) =>
      functions.length > 1 ? `\`${name}\`: ${comment}` : comment,
    );
    // A function serving several paths is summed up by the id that tells them apart.
    const operationId = operationIds[groupIndex]!;
    const summary =
      functions.length === 1 && operationId !== functions[0]!.replace(/\W/g, '_')
        ? sentenceOf(operationId)
        : functions.map(sentenceOf).join(' / ');
    const operation: Operation = {
      operationId,
      summary: mockOnly ? `Mock only: ${summary.charAt(0).toLowerCase()}${summary.slice(1)}` : summary,
      ...(mockOnly || comments.length > 0
        ? {
            description: [
              ...(mockOnly
                ? [
                    'A control of the mocked API (src/mocks), for tests and demos: a real API has no such route.',
                  ]
                : []),
              ...new Set(comments),
            ].join('\n\n'),
          }
        : {}),
      tags: [mockOnly ? MOCK_TAG : tagOf(first.file)],
      'x-spec': mockOnly ? 'mock-only' : spec ? 'named' : 'proposed',
      'x-permission': route?.permission ?? null,
      'x-access': access,
      ...(refusesImpersonation ? { 'x-impersonation': 'refused (403 while impersonating)' } : {}),
      'x-client': group
        .map((call) => ({ function: call.functionName, file: call.file }))
        .filter((entry, index, all) => all.findIndex((other) => other.function === entry.function) === index),
      ...(route ? {} : { 'x-mocked': false }),
      // A mock control is only on the mocked API's own server.
      ...(mockOnly
        ? {
            servers: (central ? servers.central : servers.tenant).filter((server) =>
              server.url.includes('localhost'),
            ),
          }
        : central
          ? { servers: servers.central }
          : {}),
      security,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        '2XX': {
          description:
            files.length > 0
              ? "success: a file, saved under the name in Content-Disposition (or the client's own)"
              : 'success',
          ...(files.length > 0
            ? {
                headers: {
                  'Content-Disposition': {
                    description: 'attachment; filename="…": the name to save the file under',
                    schema: { type: 'string' },
                  },
                },
              }
            : {}),
          ...(Object.keys(content).length > 0 ? { content } : {}),
        },
        ...(bearer ? { '401': { $ref: '#/components/responses/Unauthenticated' } } : {}),
        ...(route?.permission || refusesImpersonation
          ? { '403': { $ref: '#/components/responses/Forbidden' } }
          : {}),
        ...(first.pathParams.length > 0 ? { '404': { $ref: '#/components/responses/NotFound' } } : {}),
        ...(requestBody || valueParameters
          ? { '422': { $ref: '#/components/responses/ValidationError' } }
          : {}),
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
        "docs/api.md), `proposed` otherwise, `mock-only` for the mocked API's own controls (tag `mock-controls`).",
        '`x-permission`: the permission the API checks (as the mocked API enforces it; null when none or',
        'when the rule is more than one permission, see docs/api.md). A deployment whose API names',
        'permissions differently maps ours with NEXT_PUBLIC_PERMISSION_MAP (`x-permissions` lists them).',
        '`x-client`: the request functions that make the call.',
        "Errors come in Laravel's shape; 2XX is any success (creates answer 201).",
      ].join(' '),
    },
    servers: servers.tenant,
    tags: [
      {
        name: MOCK_TAG,
        description:
          "The mocked API's own switches (reset, faults): only `npm run api` and the in-app mock answer them.",
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
        Error: errorResponse("Laravel's error body"),
        Unauthenticated: errorResponse('401: no token, or one that has expired or belongs to another tenant'),
        Forbidden: errorResponse(
          '403: the permission the call needs is missing, or it is refused while impersonating',
        ),
        NotFound: errorResponse('404: nothing of the tenant has this id'),
        ValidationError: errorResponse(
          "Laravel's 422: the first message, and the messages of each field",
          'LaravelValidationError',
        ),
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
