import { messageSchema } from '@/api/common.schemas';
import { resetMockDb } from '../db/mock-db';
import { respond } from '../routing/responses';
import { centralRoute } from '../routing/route';
import { clearFaults } from '../scenarios';

// Mock only: the /test screen resets the demo. Served wherever the handlers run (browser worker or
// Playwright), so the reset reaches the data the app really reads.
const reset = centralRoute('POST', 'central/__mock__/reset', async () => {
  await resetMockDb();
  clearFaults();
  return respond(messageSchema, { message: 'Demo data has been reset.' });
});

export const demoControlHandlers = [reset];
