// Import cycles in src/, as ESLint's import/no-cycle found them, in a second instead of a third of
// lint's time: a module graph from every import, re-export and import() of src/ (`import type`, and an
// import whose every name is a type, leave no trace at run time and are left out, as the rule did),
// then Tarjan's strongly connected components. `npm run lint` runs it after ESLint.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

export type ImportGraph = Map<string, Set<string>>;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

// A specifier to a file of the tree ('@/x' is src/x), or null for a package.
function resolveSpecifier(specifier: string, from: string, srcDir: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  if (/\.(ts|tsx)$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

const typeOnlyImport = (node: ts.ImportDeclaration): boolean => {
  const clause = node.importClause;
  // A bare `import './x'` names nothing: the rule's "every name is a type" holds for it too.
  if (!clause) return true;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return false;
  return bindings.elements.every((element) => element.isTypeOnly);
};

// The files each file reaches at run time.
export function importGraph(srcDir: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const targets = new Set<string>();
    const add = (specifier: string) => {
      const target = resolveSpecifier(specifier, file, srcDir);
      if (target) targets.add(target);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        if (!typeOnlyImport(node)) add(node.moduleSpecifier.text);
      } else if (
        ts.isExportDeclaration(node) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        add(node.moduleSpecifier.text);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] !== undefined &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    graph.set(file, targets);
  }
  return graph;
}

// Groups of files that import each other round (Tarjan), each as one cycle through them.
export function importCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const lowest = (file: string, value: number) => low.set(file, Math.min(low.get(file) ?? value, value));
  const connect = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowest(file, low.get(target) ?? 0);
      } else if (onStack.has(target)) lowest(file, index.get(target) ?? 0);
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || graph.get(file)?.has(file)) groups.push(group);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return groups.map((group) => cycleThrough(group, graph));
}

// One path round a group: from its first file, along imports inside the group, back to it.
function cycleThrough(group: string[], graph: ImportGraph): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0] ?? '';
  const previous = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [file];
        for (let at = previous.get(file) ?? null; at !== null; at = previous.get(at) ?? null)
          path.unshift(at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...group, start];
}
