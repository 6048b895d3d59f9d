import { server } from '@/mocks/node';

// After every case, in both setup files: handlers a case put in front of the mocked API and listeners
// recording what was sent end with it, and so do the cookies (session, drafts) where there is a document.
export function resetAfterEachCase(): void {
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    if (typeof document === 'undefined') return;
    document.cookie.split(';').forEach((cookie) => {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  });
}
