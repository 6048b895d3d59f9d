// `npm run contract`: writes docs/openapi.json, the OpenAPI 3.1 contract of every call the client makes,
// generated from src/api (scripts/contract/build-openapi.ts). Run it after changing a request function
// or a schema; tests/contract/openapi.test.ts fails until the file matches the code.
//
//   npm run contract              write docs/openapi.json
//   npm run contract -- --check   only say whether it is up to date (exit code 1 when not)
import { readFile, writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './e2e.mjs';

register('./ts-loader.mjs', import.meta.url);
const started = Date.now();
const { buildOpenApi, formatOpenApi, OPENAPI_FILE, REGENERATE } = await import('./contract/build-openapi.ts');
const document = await buildOpenApi(ROOT);
const text = await formatOpenApi(ROOT, document);
const file = join(ROOT, OPENAPI_FILE);
const operations = Object.values(document.paths).reduce(
  (sum, methods) => sum + Object.keys(methods).length,
  0,
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (process.argv.includes('--check')) {
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current === text)
    console.log(`contract: ${OPENAPI_FILE} is up to date (${operations} calls, ${seconds} s)`);
  else {
    console.error(`contract: ${OPENAPI_FILE} is not what the code produces: run \`${REGENERATE}\``);
    process.exitCode = 1;
  }
} else {
  await writeFile(file, text);
  console.log(`contract: wrote ${OPENAPI_FILE} (${operations} calls, ${seconds} s)`);
}
