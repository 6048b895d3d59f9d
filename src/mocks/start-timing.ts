import { isBrowserRuntime } from './settings';

// The in-browser mock's own start (loading its code, seeding or restoring a tenant), as User Timing
// measures named "mock: …": the bench reads them, and the browser's performance panel shows them.
// Nothing is recorded outside the browser, where tests seed thousands of times. `work` may be
// synchronous or return a promise; the measure ends when it has.
export function timedMockStart<T>(name: string, work: () => T): T {
  if (!isBrowserRuntime() || typeof performance?.measure !== 'function') return work();
  const start = performance.now();
  const measure = () => performance.measure(`mock: ${name}`, { start, end: performance.now() });
  let result: T;
  try {
    result = work();
  } catch (error) {
    measure();
    throw error;
  }
  if (result instanceof Promise) return result.finally(measure) as T;
  measure();
  return result;
}
