// Node module hooks that let a plain `node` script import the app's TypeScript (src/**/*.ts) as the
// bundler and vitest see it: `@/` is src/, imports need no extension, and each file is transpiled
// with the project's own TypeScript (no type check; `npm run typecheck` does that). Node 20 cannot
// strip types itself, and this keeps `npm run api` and `npm run contract` free of a new dependency.
//
//   import { register } from 'node:module';
//   register('./ts-loader.mjs', import.meta.url);   // then: await import('../src/…/x.ts')
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolvePath(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const isFile = (path) => existsSync(path) && statSync(path).isFile();
const isOurs = (path) => path.startsWith(`${ROOT}/`) && !path.startsWith(`${join(ROOT, 'node_modules')}/`);

function withExtension(path) {
  if (isFile(path)) return path;
  for (const extension of EXTENSIONS) if (isFile(path + extension)) return path + extension;
  return null;
}

export async function resolve(specifier, context, nextResolve) {
  let candidate = null;
  if (specifier.startsWith('@/')) candidate = join(SRC, specifier.slice(2));
  else if (
    (specifier.startsWith('./') || specifier.startsWith('../')) &&
    context.parentURL?.startsWith('file:')
  ) {
    const parent = fileURLToPath(context.parentURL);
    if (isOurs(parent)) candidate = resolvePath(dirname(parent), specifier);
  }
  const found = candidate && isOurs(candidate) ? withExtension(candidate) : null;
  if (found) return { url: pathToFileURL(found).href, shortCircuit: true };
  return nextResolve(specifier, context);
}

// TypeScript itself (2 s to load) only when a file is not in the cache.
let typescript = null;
async function transpileModule(source, fileName) {
  typescript ??= (await import('typescript')).default;
  const ts = typescript;
  const compilerOptions = {
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    esModuleInterop: true,
    isolatedModules: true,
    inlineSourceMap: true,
    inlineSources: true,
  };
  return ts.transpileModule(source, { fileName, compilerOptions }).outputText;
}

// Transpiling takes 10–40 ms a file and a server imports some 300: the output is kept in the system's
// temporary folder, keyed by the file's path and text, so only changed files are transpiled again.
const TS_VERSION = createRequire(import.meta.url)('typescript/package.json').version;
const CACHE_DIR = join(tmpdir(), 'staff-portal-ts-loader', TS_VERSION);

async function transpile(path) {
  const source = await readFile(path, 'utf8');
  const key = createHash('sha1').update(path).update('\0').update(source).digest('hex');
  const cached = join(CACHE_DIR, `${key}.mjs`);
  try {
    return await readFile(cached, 'utf8');
  } catch {
    // Not transpiled yet.
  }
  const outputText = await transpileModule(source, path);
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed, so another process never reads half a file.
    const partial = `${cached}.${process.pid}`;
    await writeFile(partial, outputText);
    await rename(partial, cached);
  } catch {
    // A read-only temporary folder only costs the next run the time.
  }
  return outputText;
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && /\.tsx?$/.test(url)) {
    const path = fileURLToPath(url);
    if (isOurs(path)) return { format: 'module', source: await transpile(path), shortCircuit: true };
  }
  return nextLoad(url, context);
}
