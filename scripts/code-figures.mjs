// `npm run code-figures`: the size figures issue 33 asks of the code (src/): the longest functions
// (components and hooks included, arrow functions bound to a name too) and the files over 300 lines.
//
//   npm run code-figures                 the ten longest functions, the files over 300 lines
//   npm run code-figures -- --most 20    more functions
//   npm run code-figures -- --dir src/features/invoices
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { ROOT } from './e2e.mjs';

const { values } = parseArgs({
  options: { most: { type: 'string', default: '10' }, dir: { type: 'string', default: 'src' } },
});
const LONG_FILE = 300;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

// A function's name: its own, or the variable, property or export it is bound to.
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  // `const X = memo(function …)`, `forwardRef((props) => …)`: the variable the call is bound to.
  if (parent && ts.isCallExpression(parent) && ts.isVariableDeclaration(parent.parent))
    return ts.isIdentifier(parent.parent.name) ? parent.parent.name.text : null;
  return null;
}

const functions = [];
const longFiles = [];
for (const file of sourceFiles(join(ROOT, values.dir))) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length;
  const path = relative(ROOT, file);
  if (lines > LONG_FILE) longFiles.push({ path, lines });
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const name = nameOf(node);
      if (name) {
        const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        functions.push({ name, path, line: start + 1, lines: end - start + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

functions.sort((a, b) => b.lines - a.lines);
longFiles.sort((a, b) => b.lines - a.lines);
console.log(`The ${values.most} longest functions in ${values.dir}/ (lines):`);
for (const fn of functions.slice(0, Number(values.most)))
  console.log(`  ${String(fn.lines).padStart(4)}  ${fn.name}  ${fn.path}:${fn.line}`);
console.log(`\nFiles over ${LONG_FILE} lines: ${longFiles.length}`);
for (const file of longFiles) console.log(`  ${String(file.lines).padStart(4)}  ${file.path}`);
