// Vitest fails a run on an error thrown in an event handler only while nothing else listens for the
// window's 'error' events, and the app's error report host does (src/app/error-boundary.tsx). So the suite
// hands such errors to vitest itself, as uncaught, unless a test threw them on purpose.
const expected = new WeakSet<object>();
const INSTALLED = Symbol.for('tests.failOnUncaughtErrors');

// An error a test raises on purpose, to see what the app does with it.
export function expectUncaught(error: object): void {
  expected.add(error);
}

export function failOnUncaughtErrors(): void {
  const marked = window as unknown as Record<symbol, boolean>;
  // Files share their worker's window: one listener for all of them.
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  window.addEventListener('error', (event) => {
    if (event.error != null && !expected.has(event.error)) process.emit('uncaughtException', event.error);
  });
}
