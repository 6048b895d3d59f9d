import { apiBaseUrl } from '@/api/config';
import { isApiOrigin } from '@/api/tenant';
import { setMockRuntime } from './settings';
import { timedMockStart } from './start-timing';

// Starts the mocked API in the browser (dev and demo builds). Everything mock-related loads here, on
// demand, so a build without mocking ships none of it. Safe to call twice (React strict mode).
let started: Promise<void> | null = null;

export function startMockWorker(): Promise<void> {
  started ??= start();
  return started;
}

async function start(): Promise<void> {
  setMockRuntime('browser');
  const [{ setupWorker }, { handlers }, { flushMockDb }] = await timedMockStart('code loaded', () =>
    Promise.all([import('msw/browser'), import('./handlers'), import('./db/mock-db')]),
  );
  const worker = setupWorker(...handlers);
  await timedMockStart('worker started', () =>
    worker.start({
      quiet: true,
      serviceWorker: { url: '/mockServiceWorker.js' },
      // Next's assets and pages pass through; an API call with no mock is worth a warning.
      onUnhandledRequest(request, print) {
        if (isApiOrigin(apiBaseUrl(), request.url)) print.warning();
      },
    }),
  );
  // The save is debounced; a reload right after a change must not lose it.
  window.addEventListener('pagehide', flushMockDb);
}
