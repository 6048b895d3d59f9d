import { server } from '@/mocks/node';

// What a screen sent: every call with its body (JSON, or the multipart fields), so tests can assert
// what was sent as well as what is shown. Remove listeners afterwards: server.events.removeAllListeners().
export type SentRequest = { method: string; path: string; body: unknown };

// Every call the screen makes, with its body (JSON, or the multipart fields).
export function recordRequests() {
  const sent: Promise<SentRequest>[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    const path = new URL(request.url).pathname.replace(/^.*?\/api\//, '');
    sent.push(
      (async () => {
        const type = copy.headers.get('content-type') ?? '';
        let body: unknown = null;
        if (type.includes('application/json')) body = await copy.json();
        else if (type.includes('multipart/form-data')) {
          // jsdom's File does not survive the trip into msw's undici Request byte for byte, so tests
          // look at the parts and their types only.
          const form = await copy.formData();
          const parts: Record<string, unknown> = {};
          for (const [name, value] of form.entries()) {
            // jsdom's File loses its bytes and name on the way into msw: only the type is kept.
            const part = typeof value === 'string' ? value : { type: value.type };
            const previous = parts[name];
            // A repeated name (files[]) keeps every part, in order.
            parts[name] =
              previous === undefined ? part : [...(Array.isArray(previous) ? previous : [previous]), part];
          }
          body = parts;
        }
        return { method: request.method, path, body };
      })(),
    );
  });
  return {
    all: () => Promise.all(sent),
    writes: async () => (await Promise.all(sent)).filter((entry) => entry.method !== 'GET'),
  };
}
