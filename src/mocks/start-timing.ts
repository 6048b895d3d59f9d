import { isBrowserRuntime } from './settings';

// The in-browser mock's own start (loading its code, seeding or restoring a tenant), as User Timing
// measures named "mock: …": the bench reads them, and the browser's performance panel shows them.
// Nothing is recorded outside the browser, where tests seed thousands of times.
export async function timedMockStart<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  if (!isBrowserRuntime() || typeof performance?.measure !== 'function') return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    performance.measure(`mock: ${name}`, { start, end: performance.now() });
  }
}

// The same for synchronous work.
export function timedMockStartSync<T>(name: string, work: () => T): T {
  if (!isBrowserRuntime() || typeof performance?.measure !== 'function') return work();
  const start = performance.now();
  try {
    return work();
  } finally {
    performance.measure(`mock: ${name}`, { start, end: performance.now() });
  }
}
