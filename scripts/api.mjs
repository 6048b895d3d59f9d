// `npm run api`: the mocked API as an HTTP server on this machine (src/mocks/http-server.ts).
//
//   npm run api                          http://localhost:3300/api/, tenants at http://<tenant>.localhost:3300/api/
//   npm run api -- --port 4000           another port (or API_PORT=4000)
//   npm run api -- --origin https://app.test   allow another app origin by CORS (repeatable); any
//                                        http://localhost:<port> and http://127.0.0.1:<port> are allowed
//   npm run api -- --quiet               no line per request
//   npm run api -- --prepare             load every handler (each TypeScript file transpiled and cached)
//                                        and exit: scripts/e2e.mjs runs this beside its builds
//
// The same settings as the in-browser mocked API: NEXT_PUBLIC_MOCK_SCALE (employees per tenant),
// NEXT_PUBLIC_MOCK_LATENCY_MS (answer delay, none by default here), MOCK_FAULTS (a JSON list of faults
// in the format of src/mocks/scenarios.ts, switched on at start; an invalid entry stops the start).
// It listens at once and seeds every tenant, then logs "mocked API ready"; GET central/__mock__/ready
// answers 503 until then, 200 { ready: true, tenants } after. State lives in memory; POST
// central/__mock__/reset reseeds it, POST/DELETE central/__mock__/faults switch faults over HTTP.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const API_DEFAULT_PORT = 3300;

// The address a build of the app is pointed at (NEXT_PUBLIC_API_URL) for a server on this port.
export function mockApiUrl(port) {
  return `http://localhost:${port}/api/`;
}

// MOCK_FAULTS' list, every entry valid, or the server does not start: a fault mistyped would
// otherwise be switched on as something else, or silently not at all.
function faultsOfEnv(text, checkFaults) {
  let list;
  try {
    list = JSON.parse(text);
  } catch {
    throw new Error(
      'MOCK_FAULTS is not valid JSON: a list of faults in the format of src/mocks/scenarios.ts',
    );
  }
  const checked = checkFaults(list, 'MOCK_FAULTS');
  if (checked.errors) {
    const lines = Object.values(checked.errors).flat();
    throw new Error(`MOCK_FAULTS has invalid entries:\n  ${lines.join('\n  ')}`);
  }
  return checked.faults;
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      origin: { type: 'string', multiple: true },
      quiet: { type: 'boolean' },
      prepare: { type: 'boolean' },
    },
  });
  const port = Number(values.port ?? process.env.API_PORT ?? API_DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${values.port}`);

  // The handlers see requests as this server's own API receives them, and any absolute address they
  // answer with points here.
  process.env.NEXT_PUBLIC_API_URL = mockApiUrl(port);
  process.env.NEXT_TELEMETRY_DISABLED = '1';

  register('./ts-loader.mjs', import.meta.url);
  const started = Date.now();
  const { startMockApiServer } = await import('../src/mocks/http-server.ts');
  const { checkFaults, setFault } = await import('../src/mocks/scenarios.ts');
  if (values.prepare) {
    console.log(`mocked API: handlers loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  if (process.env.MOCK_FAULTS)
    for (const fault of faultsOfEnv(process.env.MOCK_FAULTS, checkFaults)) setFault(fault);

  const server = await startMockApiServer({
    port,
    host: values.host,
    allowedOrigins: values.origin ?? [],
    log: values.quiet ? undefined : (line) => console.log(line),
    seedOnStart: true,
  });
  // Listening already (GET central/__mock__/ready answers 503 meanwhile); ready once every tenant is seeded.
  await server.seeded;
  console.log(`mocked API ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  central  ${server.baseUrl}central/…`);
  console.log(
    `  tenants  http://acme.localhost:${server.port}/api/…, http://globex.localhost:${server.port}/api/…`,
  );
  console.log(`  build the app against it with NEXT_PUBLIC_API_URL=${server.baseUrl}`);

  const stop = () => {
    server.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
