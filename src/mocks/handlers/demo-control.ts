import { messageSchema } from '@/api/common.schemas';
import { resetMockDb } from '../db/mock-db';
import { readinessAnswer } from '../readiness';
import { readJsonValue } from '../routing/request-body';
import { jsonResponse, respond, validationFailed } from '../routing/responses';
import { controlRoute } from '../routing/route';
import { checkFaults, clearFaults, listFaults, setFault } from '../scenarios';

// Mock only: the /test screen resets the demo. Served wherever the handlers run (browser worker,
// Playwright, `npm run api`), so the reset reaches the data the app really reads.
const reset = controlRoute('POST', 'central/__mock__/reset', async () => {
  await resetMockDb();
  clearFaults();
  return respond(messageSchema, { message: 'Demo data has been reset.' });
});

// Mock only: faults over HTTP, for whoever drives the mocked API from outside (QA with curl, the
// network e2e project). The body is a list in the format of src/mocks/scenarios.ts, or { faults }; an
// invalid entry is a 422 naming it, and then no fault of the list is switched on.
const addFaults = controlRoute('POST', 'central/__mock__/faults', async ({ request }) => {
  const body = await readJsonValue(request);
  const checked = Array.isArray(body)
    ? checkFaults(body)
    : checkFaults((body as { faults?: unknown } | undefined)?.faults, 'faults');
  if (checked.errors) throw validationFailed(checked.errors);
  for (const fault of checked.faults) setFault(fault);
  const count = checked.faults.length;
  return respond(messageSchema, {
    message: `${count} fault${count === 1 ? '' : 's'} switched on; ${listFaults().length} in all.`,
  });
});

// The faults on now, paths as text (a RegExp as "/source/flags").
const showFaults = controlRoute('GET', 'central/__mock__/faults', () =>
  jsonResponse({ data: listFaults().map((fault) => ({ ...fault, path: String(fault.path) })) }),
);

const removeFaults = controlRoute('DELETE', 'central/__mock__/faults', () => {
  clearFaults();
  return respond(messageSchema, { message: 'Every fault is off.' });
});

// Mock only: whether the data is built (src/mocks/readiness.ts), so whoever waits for the server
// (Playwright's webServer) waits for its data too. It starts nothing itself: outside `npm run api` a
// tenant is seeded at its first request.
const ready = controlRoute('GET', 'central/__mock__/ready', () => readinessAnswer());

export const demoControlHandlers = [reset, showFaults, addFaults, removeFaults, ready];
