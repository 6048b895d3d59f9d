import { messageSchema } from '@/api/common.schemas';
import { resetMockDb } from '../db/mock-db';
import { readBody } from '../routing/request-body';
import { jsonResponse, respond } from '../routing/responses';
import { controlRoute } from '../routing/route';
import { clearFaults, listFaults, parseFaults, setFault } from '../scenarios';

// Mock only: the /test screen resets the demo. Served wherever the handlers run (browser worker,
// Playwright, `npm run api`), so the reset reaches the data the app really reads.
const reset = controlRoute('POST', 'central/__mock__/reset', async () => {
  await resetMockDb();
  clearFaults();
  return respond(messageSchema, { message: 'Demo data has been reset.' });
});

// Mock only: faults over HTTP, for whoever drives the mocked API from outside (QA with curl, the
// network e2e project). The body is a list in the format of src/mocks/scenarios.ts, or { faults }.
const addFaults = controlRoute('POST', 'central/__mock__/faults', async ({ request }) => {
  const body: unknown = await request
    .clone()
    .json()
    .catch(async () => readBody(request));
  const list = Array.isArray(body) ? body : (body as { faults?: unknown } | null)?.faults;
  const faults = parseFaults(list);
  for (const fault of faults) setFault(fault);
  return respond(messageSchema, {
    message: `${faults.length} fault${faults.length === 1 ? '' : 's'} switched on; ${listFaults().length} in all.`,
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

export const demoControlHandlers = [reset, showFaults, addFaults, removeFaults];
