import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// docs/openapi.json as the contract check reads it: loaded once per worker, its operations indexed by
// method and path template, each request URL matched to the operation that describes it.

export const CONTRACT_FILE = join(import.meta.dirname, '..', '..', '..', 'docs', 'openapi.json');
// The id the document has in ajv, so a pointer into it is `${DOCUMENT_ID}#/paths/…`.
export const DOCUMENT_ID = 'openapi.json';

export type JsonObject = Record<string, unknown>;

export type Parameter = {
  name: string;
  in: string;
  required: boolean;
  style?: string;
  // Where its schema is, as a pointer into the document.
  schemaPointer: string;
  schema: JsonObject;
};

export type Operation = {
  method: string;
  path: string;
  // '#/paths/~1invoices/post'
  pointer: string;
  node: JsonObject;
};

export type MatchedOperation = { operation: Operation; pathParams: Record<string, string> };

type Route = { operation: Operation; template: RegExp; names: string[]; literalSegments: number };

export type ContractDocument = {
  raw: JsonObject;
  match: (method: string, url: string) => MatchedOperation | null;
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// '/invoices/{id}/payment-status' → a pattern that takes one segment per parameter.
function templateOf(path: string): { template: RegExp; names: string[]; literalSegments: number } {
  const names: string[] = [];
  const trimmed = path.replace(/\/+$/, '');
  const source = trimmed
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  const literalSegments = trimmed.split('/').filter((segment) => segment && !segment.startsWith('{')).length;
  return { template: new RegExp(`^${source}/*$`), names, literalSegments };
}

// A server URL ('https://{tenant}.{apiHost}/api') as a pattern of the URLs under it: a variable takes
// any run of host or path characters.
function serverPatternOf(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/?#]+?' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}(?=/|$)`);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// JSON pointer escaping of one key.
export const pointerKey = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

function valueAt(document: JsonObject, pointer: string): unknown {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object'
          ? (node as JsonObject)[key.replace(/~1/g, '/').replace(/~0/g, '~')]
          : undefined,
      document,
    );
}

// A node and where it is, after following local `$ref`s (components/responses, parameters, …).
export function resolveNode(
  document: JsonObject,
  pointer: string,
): { pointer: string; node: JsonObject } | null {
  let at = pointer;
  for (let hops = 0; hops < 10; hops += 1) {
    const node = valueAt(document, at);
    if (!node || typeof node !== 'object') return null;
    const ref = (node as JsonObject).$ref;
    if (typeof ref !== 'string') return { pointer: at, node: node as JsonObject };
    if (!ref.startsWith('#')) return null;
    at = ref;
  }
  return null;
}

// The operation's parameters and its path's, resolved, the operation's winning by name and place.
export function parametersOf(document: JsonObject, operation: Operation): Parameter[] {
  const pathPointer = operation.pointer.replace(/\/[^/]+$/, '');
  const found = new Map<string, Parameter>();
  for (const owner of [pathPointer, operation.pointer]) {
    const list = valueAt(document, `${owner}/parameters`);
    if (!Array.isArray(list)) continue;
    list.forEach((_, index) => {
      const resolved = resolveNode(document, `${owner}/parameters/${index}`);
      if (!resolved) return;
      const { node, pointer } = resolved;
      const name = String(node.name);
      const place = String(node.in);
      found.set(`${place} ${name}`, {
        name,
        in: place,
        required: node.required === true,
        style: typeof node.style === 'string' ? node.style : undefined,
        schemaPointer: `${pointer}/schema`,
        schema: (node.schema as JsonObject | undefined) ?? {},
      });
    });
  }
  return [...found.values()];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function indexRoutes(document: JsonObject): Map<string, Route[]> {
  const paths = (document.paths ?? {}) as Record<string, JsonObject>;
  const rootServers = (document.servers ?? []) as JsonObject[];
  const routes = new Map<string, Route[]>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const node = item[method] as JsonObject | undefined;
      if (!node) continue;
      const operation: Operation = {
        method: method.toUpperCase(),
        path,
        pointer: `#/paths/${pointerKey(path)}/${method}`,
        node,
      };
      const servers = ((node.servers ?? item.servers ?? rootServers) as JsonObject[]).map((server) =>
        String(server.url),
      );
      for (const server of servers.length > 0 ? servers : ['/']) {
        const key = `${operation.method} ${server}`;
        routes.set(key, [...(routes.get(key) ?? []), { operation, ...templateOf(path) }]);
      }
    }
  }
  // A path of fixed segments wins over a template (cv/enhance before cv/{id}), as OpenAPI says.
  for (const list of routes.values()) list.sort((a, b) => b.literalSegments - a.literalSegments);
  return routes;
}

export const loadContractDocument = (file: string = CONTRACT_FILE): ContractDocument =>
  contractDocumentOf(JSON.parse(readFileSync(file, 'utf8')) as JsonObject);

export function contractDocumentOf(raw: JsonObject): ContractDocument {
  const routes = indexRoutes(raw);
  const servers = [...new Set([...routes.keys()].map((key) => key.slice(key.indexOf(' ') + 1)))].map(
    (url) => ({ url, pattern: serverPatternOf(url) }),
  );

  function match(method: string, url: string): MatchedOperation | null {
    const { origin, pathname } = new URL(url);
    const address = `${origin}${pathname}`;
    for (const server of servers) {
      const prefix = server.pattern.exec(address)?.[0];
      if (prefix === undefined) continue;
      const rest = address.slice(prefix.length);
      for (const route of routes.get(`${method.toUpperCase()} ${server.url}`) ?? []) {
        const values = route.template.exec(rest);
        if (!values) continue;
        const pathParams = Object.fromEntries(
          route.names.map((name, index) => [name, decodeSegment(values[index + 1] ?? '')]),
        );
        return { operation: route.operation, pathParams };
      }
    }
    return null;
  }

  return { raw, match };
}
