// Which errors that reach the window are the app's own, and when two of them are the same fault.

// What the browser hands over: the thrown value (an 'error' event's error, a rejection's reason), and
// for an 'error' event its message and the script it came from.
export type UncaughtError = { error: unknown; message?: string; filename?: string };

// Browser notices, not faults: the layout settled a frame later than ResizeObserver wanted.
const BROWSER_NOTICES = [/ResizeObserver loop/i];
// A cancelled request or an abandoned wait is no fault either.
const CANCELLATIONS = new Set(['AbortError', 'CanceledError', 'CancelledError']);
const EXTENSION_SCHEME = /^(?:chrome|moz|safari|safari-web|ms-browser|edge)-extension:|^webkit-masked-url:/i;

function hasStack(error: unknown): error is { name?: unknown; message?: unknown; stack: string } {
  return (
    typeof error === 'object' && error !== null && typeof (error as { stack?: unknown }).stack === 'string'
  );
}

function nameOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { name, constructor } = error as { name?: unknown; constructor?: { name?: unknown } };
  return typeof name === 'string' ? name : typeof constructor?.name === 'string' ? constructor.name : '';
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return error === undefined ? '' : String(error);
}

// The stack's frames as written (V8 "at f (url:1:2)", Firefox and Safari "f@url:1:2"), header left out.
function frameLines(stack: string): string[] {
  return stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /:\d+:\d+\)?$/.test(line) && (/^at\s/.test(line) || line.includes('@')));
}

// Where each frame ran: a URL (http, an extension, webpack-internal in development) or a file path.
function frameLocations(stack: string): string[] {
  return frameLines(stack).flatMap((line) => {
    const location = /([^\s(@]+):\d+:\d+\)?$/.exec(line)?.[1];
    return location ? [location] : [];
  });
}

function isOwnLocation(location: string, origin: string): boolean {
  if (EXTENSION_SCHEME.test(location)) return false;
  if (/^https?:/i.test(location)) {
    try {
      return new URL(location).origin === origin;
    } catch {
      return false;
    }
  }
  // Development and test tooling (webpack-internal:, file:, node:, a path): the app's own code.
  return /^[a-z][\w+.-]*:/i.test(location) || location.startsWith('/');
}

// An error is the app's when some of it ran in the app's code. Left out: browser notices, cancellations,
// and errors with no frame of ours: browser extensions, other sites' scripts (the browser hides those as
// "Script error."), and values thrown or rejected with no stack at all.
export function isAppError({ error, message, filename }: UncaughtError, origin: string): boolean {
  const text = message || messageOf(error);
  if (BROWSER_NOTICES.some((notice) => notice.test(text))) return false;
  if (CANCELLATIONS.has(nameOf(error))) return false;
  const locations = [
    ...(filename ? [filename] : []),
    ...(hasStack(error) ? frameLocations(error.stack) : []),
  ];
  return locations.some((location) => isOwnLocation(location, origin));
}

// The same fault thrown again (a new error, same kind, message and place) has the same signature.
export function errorSignature(error: unknown): string {
  const head = `${nameOf(error) || typeof error}: ${messageOf(error)}`;
  const firstFrame = hasStack(error) ? frameLines(error.stack)[0] : undefined;
  return firstFrame ? `${head} ${firstFrame}` : head;
}

// What a person can pass on when nothing could be reported for them: the error, where, the page, when.
export function describeError(error: unknown, where: string, page: string, at: Date): string {
  const name = nameOf(error);
  return [
    `Error: ${name && name !== 'Error' ? `${name}: ` : ''}${messageOf(error) || '(no message)'}`,
    `Where: ${where}`,
    `Page: ${page}`,
    `Time: ${at.toISOString()}`,
  ].join('\n');
}
