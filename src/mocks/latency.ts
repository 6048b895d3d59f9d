import { delay } from 'msw';
import { latencyRange } from './settings';

// Every answer waits a little in the browser so loading states are seen; tests answer at once.
export async function simulateLatency(): Promise<void> {
  const { min, max } = latencyRange();
  const ms = min + Math.round(Math.random() * (max - min));
  if (ms > 0) await delay(ms);
}
