import { server } from '@/mocks/node';

// After every case, in both setup files: handlers a case put in front of the mocked API, and listeners
// recording what was sent, end with it.
export function resetMockApiAfterEach(): void {
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
}
