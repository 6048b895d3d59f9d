import {
  parametersOf,
  pointerKey,
  resolveNode,
  type ContractDocument,
  type JsonObject,
  type MatchedOperation,
  type Parameter,
} from './contract-document';
import { refTo, type ContractValidators, type Unusable, type Validation } from './contract-validators';

// One request or one answer of the mocked API held to its operation in the contract: what differs, a
// line each (empty when it matches), and schemas the check could not use.

export type Findings = { problems: string[]; unusable: string[] };

type Contract = { document: ContractDocument; validators: ContractValidators };

const BODILESS_STATUSES = new Set([204, 304]);

const mediaTypeOf = (contentType: string | null): string =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();

const isJson = (mediaType: string): boolean =>
  mediaType === 'application/json' || mediaType.endsWith('+json');

// The listed media type that covers the one sent: itself, `type/*` or `*/*`.
function listedMediaType(content: JsonObject, mediaType: string): string | null {
  const listed = Object.keys(content);
  const wildcard = `${mediaType.split('/')[0]}/*`;
  return [mediaType, wildcard, '*/*'].find((candidate) => listed.includes(candidate)) ?? null;
}

function collect(findings: Findings, where: string, result: Validation | Unusable): void {
  if ('unusable' in result) findings.unusable.push(result.unusable);
  else if (!result.ok) findings.problems.push(...result.errors.map((error) => `${where} ${error}`));
}

// ajv coerces text by a schema's `type`; a `const` or `enum` of numbers (awaiting_me: 1) has none, so
// text that is one of those numbers is taken as the number.
function wireValue(schema: JsonObject | undefined, text: string): unknown {
  const allowed = schema?.enum ?? (schema && 'const' in schema ? [schema.const] : undefined);
  if (!Array.isArray(allowed) || allowed.includes(text)) return text;
  return allowed.some((value) => typeof value === 'number' && String(value) === text) ? Number(text) : text;
}

type QueryParameter = { name: string; style?: string; array: boolean; element: JsonObject | undefined };

function queryParameter(document: JsonObject, parameter: Parameter): QueryParameter {
  const schema = resolveNode(document, parameter.schemaPointer)?.node;
  const array = schema?.type === 'array';
  const items = array ? resolveNode(document, `${parameter.schemaPointer}/items`)?.node : schema;
  return { name: parameter.name, style: parameter.style, array, element: items };
}

// The query as the operation's parameters read it: `ids[]=1&ids[]=2` (or ids[0]) as one array,
// `filter[status]=x` for a deepObject parameter as an object; an undeclared key stays as sent, for the
// schema to refuse.
function queryValues(document: JsonObject, parameters: Parameter[], query: URLSearchParams): JsonObject {
  const values: JsonObject = {};
  const byName = new Map(
    parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => [parameter.name, queryParameter(document, parameter)]),
  );
  const add = (name: string, value: unknown, asArray: boolean) => {
    if (asArray) values[name] = [...((values[name] as unknown[] | undefined) ?? []), value];
    else if (name in values) values[name] = [...[values[name]].flat(), value];
    else values[name] = value;
  };
  for (const [key, text] of query) {
    const declared = byName.get(key);
    if (declared) {
      add(key, wireValue(declared.element, text), declared.array);
      continue;
    }
    const bracket = /^([^[\]]+)\[([^[\]]*)\](\[\])?$/.exec(key);
    const base = bracket?.[1] ?? '';
    const inner = bracket?.[2] ?? '';
    const array = byName.get(`${base}[]`) ?? byName.get(base);
    if (bracket && array?.array && /^\d*$/.test(inner) && !bracket[3]) {
      add(array.name, wireValue(array.element, text), true);
      continue;
    }
    const deep = byName.get(base);
    if (bracket && deep?.style === 'deepObject' && inner) {
      const object = (values[deep.name] ?? {}) as Record<string, unknown>;
      const previous = object[inner];
      object[inner] = bracket[3] ? [...[previous ?? []].flat(), text] : text;
      values[deep.name] = object;
      continue;
    }
    add(key, text, false);
  }
  return values;
}

function parametersSchema(parameters: Parameter[], place: string, closed: boolean): JsonObject {
  const own = parameters.filter((parameter) => parameter.in === place);
  return {
    type: 'object',
    properties: Object.fromEntries(
      own.map((parameter) => [parameter.name, { $ref: refTo(parameter.schemaPointer) }]),
    ),
    required: own.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

// multipart/form-data parts as the schema's fields: `files[]` and `rows[0][date]` are fields files and
// rows.
function multipartProblems(schema: JsonObject | undefined, form: FormData): string[] {
  const properties = schema?.properties as JsonObject | undefined;
  if (!schema || !properties) return [];
  const sent = new Set<string>();
  for (const name of form.keys()) {
    const base = name in properties ? name : name.replace(/\[.*$/, '');
    sent.add(base in properties ? base : name);
  }
  const problems = [...sent]
    .filter((name) => !(name in properties) && !(`${name}[]` in properties))
    .map((name) => `multipart field ${name} is not in the contract`);
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  for (const name of required) {
    const bare = name.replace(/\[\]$/, '');
    if (!sent.has(name) && !sent.has(bare)) problems.push(`multipart field ${name} is required`);
  }
  return problems;
}

export async function checkRequest(
  { document, validators }: Contract,
  { operation, pathParams }: MatchedOperation,
  request: Request,
): Promise<Findings> {
  const findings: Findings = { problems: [], unusable: [] };
  const raw = document.raw;
  const parameters = parametersOf(raw, operation);
  const url = new URL(request.url);
  collect(
    findings,
    'parameters',
    validators.validateParameters(
      operation.pointer,
      () => ({
        type: 'object',
        properties: {
          path: parametersSchema(parameters, 'path', false),
          query: parametersSchema(parameters, 'query', true),
        },
      }),
      { path: { ...pathParams }, query: queryValues(raw, parameters, url.searchParams) },
    ),
  );

  const body = resolveNode(raw, `${operation.pointer}/requestBody`);
  const sent = request.body !== null;
  const content = (body?.node.content ?? {}) as JsonObject;
  if (!sent) {
    if (body?.node.required === true)
      findings.problems.push(`no body, the contract asks for ${Object.keys(content).join(' or ')}`);
    return findings;
  }
  const mediaType = mediaTypeOf(request.headers.get('content-type'));
  if (!body) {
    const text = await request.text();
    if (text.length > 0)
      findings.problems.push(`a ${mediaType || 'untyped'} body the contract does not describe`);
    return findings;
  }
  const listed = listedMediaType(content, mediaType);
  if (!listed) {
    findings.problems.push(
      `body ${mediaType || 'untyped'}, the contract lists ${Object.keys(content).join(', ')}`,
    );
    return findings;
  }
  const schemaPointer = `${body.pointer}/content/${pointerKey(listed)}/schema`;
  if (isJson(mediaType)) {
    let data: unknown;
    try {
      data = JSON.parse(await request.text());
    } catch {
      findings.problems.push('the body is not JSON');
      return findings;
    }
    collect(findings, 'body', validators.validate(schemaPointer, data));
  } else if (mediaType === 'multipart/form-data') {
    const schema = resolveNode(raw, schemaPointer)?.node;
    findings.problems.push(...multipartProblems(schema, await request.formData()));
  }
  return findings;
}

// The answer listed for a status: itself, its class (4XX) or `default`.
function responseFor(raw: JsonObject, operation: MatchedOperation['operation'], status: number) {
  const responses = (operation.node.responses ?? {}) as JsonObject;
  const key = [String(status), `${String(status).charAt(0)}XX`, 'default'].find(
    (candidate) => candidate in responses,
  );
  return key ? resolveNode(raw, `${operation.pointer}/responses/${key}`) : null;
}

export async function checkResponse(
  { document, validators }: Contract,
  { operation }: MatchedOperation,
  response: Response,
): Promise<Findings> {
  const findings: Findings = { problems: [], unusable: [] };
  const raw = document.raw;
  const listed = responseFor(raw, operation, response.status);
  if (!listed) {
    const statuses = Object.keys((operation.node.responses ?? {}) as JsonObject).join(', ');
    findings.problems.push(`status ${response.status} is not listed (${statuses})`);
    return findings;
  }
  const content = listed.node.content as JsonObject | undefined;
  // Bytes first: a file is only looked at for its type, never decoded.
  const bytes = await response.arrayBuffer();
  const mediaType = mediaTypeOf(response.headers.get('content-type'));
  if (bytes.byteLength === 0) {
    // 204 and 304 have no body by definition, whatever a 2XX range's content says of the others.
    if (content && Object.keys(content).length > 0 && !BODILESS_STATUSES.has(response.status))
      findings.problems.push(`no body, the contract lists ${Object.keys(content).join(', ')}`);
    return findings;
  }
  if (!content || Object.keys(content).length === 0) {
    findings.problems.push(`a ${mediaType || 'untyped'} body the contract does not describe`);
    return findings;
  }
  const match = listedMediaType(content, mediaType);
  if (!match) {
    findings.problems.push(
      `body ${mediaType || 'untyped'}, the contract lists ${Object.keys(content).join(', ')}`,
    );
    return findings;
  }
  if (!isJson(mediaType)) return findings;
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    findings.problems.push('the body is not JSON');
    return findings;
  }
  collect(
    findings,
    'body',
    validators.validate(`${listed.pointer}/content/${pointerKey(match)}/schema`, data),
  );
  return findings;
}
