import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathKey } from '../../scripts/contract/build-openapi';

// docs/api.md and docs/openapi.json describe the same calls: a reader of either learns the same query
// parameters. docs/api.md writes a call's query parameters in its path cell (`time-offs?statuses[]&
// from&to&sort`), which is what this test reads; the contract's come from the client's code.

const ROOT = join(import.meta.dirname, '..', '..');
type Operation = { parameters?: { name: string; in: string }[] };
const contract = JSON.parse(readFileSync(join(ROOT, 'docs', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const apiDoc = readFileSync(join(ROOT, 'docs', 'api.md'), 'utf8');

type DocRow = { method: string; path: string; query: string[]; calledByClient: boolean };

const queryNames = (queryText: string | undefined): string[] =>
  queryText
    ? queryText
        .split('&')
        .map((part) => part.split('=')[0]!.trim())
        .filter((name) => name !== '' && !name.startsWith('<'))
    : [];

const METHOD = /^(GET|POST|PUT|PATCH|DELETE)$/;

// Every call of a table row: `| GET, POST | `a?x&y[]`, `b/{id}` (also `POST b/{id}?_method=PATCH`) | …`.
function docRows(): DocRow[] {
  const rows: DocRow[] = [];
  for (const line of apiDoc.split('\n')) {
    // Cells split on the pipes that are not escaped (`group_by=project\|client`).
    const [, methodCell = '', pathCell = ''] = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const methods = methodCell.split(/,\s*/);
    if (!line.startsWith('|') || !methods.every((method) => METHOD.test(method))) continue;
    // Routes of the mocked API kept for scripts and Playwright, and calls the client has yet to make.
    const calledByClient = !/not called by the client|not yet called/.test(line);
    for (const [, written = ''] of pathCell.matchAll(/`([^`]+)`/g)) {
      const [first = '', second] = written.split(' ');
      const [path = '', queryText] = (second ?? first).replace(/\\\|/g, '|').split('?');
      if (!/^[\w{}/.:-]+$/.test(path)) continue;
      for (const method of second !== undefined && METHOD.test(first) ? [first] : methods)
        rows.push({ method, path, query: queryNames(queryText), calledByClient });
    }
  }
  return rows;
}

const rows = docRows();
const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  })),
);
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const rowsOf = (method: string, path: string) =>
  rows.filter((row) => row.method === method && pathKey(row.path) === pathKey(path));

describe('docs/api.md agrees with the contract', () => {
  it('every call of the contract has its line in docs/api.md', () => {
    const missing = operations
      .filter((operation) => rowsOf(operation.method, operation.path).length === 0)
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(missing).toEqual([]);
  });

  it('each call names the same query parameters in both', () => {
    const disagreeing = operations.flatMap((operation) => {
      const documented = rowsOf(operation.method, operation.path);
      if (documented.length === 0) return [];
      const inDoc = sorted(documented.flatMap((row) => row.query));
      const inContract = sorted(operation.query);
      return JSON.stringify(inDoc) === JSON.stringify(inContract)
        ? []
        : [
            `${operation.method} ${operation.path}: docs/api.md ${inDoc.join(' ') || '(none)'}; contract ${inContract.join(' ') || '(none)'}`,
          ];
    });
    expect(disagreeing).toEqual([]);
  });

  it('docs/api.md names no call the client does not make', () => {
    const unknown = rows
      .filter(
        (row) =>
          row.calledByClient &&
          !operations.some(
            (operation) => operation.method === row.method && pathKey(operation.path) === pathKey(row.path),
          ),
      )
      .map((row) => `${row.method} ${row.path}`);
    expect(unknown).toEqual([]);
  });
});
