import { describeError, errorSignature, isAppError } from '@/lib/unhandled-errors';

const ORIGIN = 'https://acme.staff-portal.test';

function withStack(stack: string, message = 'boom', name = 'Error'): Error {
  const error = new Error(message);
  error.name = name;
  error.stack = stack;
  return error;
}

describe('which errors are the app’s own', () => {
  it('one with a frame of the app’s origin is, in Chrome’s and in Firefox’s and Safari’s stack formats', () => {
    const chrome = withStack(
      `TypeError: x is undefined\n    at onClick (${ORIGIN}/_next/static/chunks/pages/invoices.js:1:2345)\n    at chrome-extension://abc/hook.js:1:1`,
    );
    const firefox = withStack(`onClick@${ORIGIN}/_next/static/chunks/pages/invoices.js:1:2345\n`);
    expect(isAppError({ error: chrome }, ORIGIN)).toBe(true);
    expect(isAppError({ error: firefox }, ORIGIN)).toBe(true);
  });

  it('development and test frames (webpack-internal, a file path) are the app’s', () => {
    expect(
      isAppError({ error: withStack('Error: x\n    at f (webpack-internal:///./src/a.tsx:3:9)') }, ORIGIN),
    ).toBe(true);
    expect(isAppError({ error: new Error('thrown here') }, ORIGIN)).toBe(true);
  });

  it('one with frames only in a browser extension or another site’s script is not', () => {
    expect(
      isAppError(
        { error: withStack('Error: x\n    at n (chrome-extension://abc/content.js:1:2041)') },
        ORIGIN,
      ),
    ).toBe(false);
    expect(isAppError({ error: withStack('inject@moz-extension://2b1c/inject.js:3:7') }, ORIGIN)).toBe(false);
    expect(
      isAppError(
        { error: withStack('Error: x\n    at https://www.googletagmanager.com/gtm.js?id=GTM-1:12:40') },
        ORIGIN,
      ),
    ).toBe(false);
  });

  it('one with no stack of ours at all (a hidden cross-origin "Script error.", a bare rejected value) is not', () => {
    expect(isAppError({ error: null, message: 'Script error.' }, ORIGIN)).toBe(false);
    expect(isAppError({ error: 'nope' }, ORIGIN)).toBe(false);
    expect(isAppError({ error: undefined }, ORIGIN)).toBe(false);
  });

  it('an error event of the app’s script without an error object is', () => {
    expect(
      isAppError({ error: null, message: 'x', filename: `${ORIGIN}/_next/static/chunks/main.js` }, ORIGIN),
    ).toBe(true);
  });

  it('browser notices and cancellations are not faults', () => {
    expect(isAppError({ error: null, message: 'ResizeObserver loop limit exceeded' }, ORIGIN)).toBe(false);
    expect(
      isAppError(
        { error: new Error('ResizeObserver loop completed with undelivered notifications.') },
        ORIGIN,
      ),
    ).toBe(false);
    expect(isAppError({ error: new DOMException('The user aborted a request.', 'AbortError') }, ORIGIN)).toBe(
      false,
    );
  });
});

describe('the same fault', () => {
  it('thrown again at the same place with the same message has the same signature; elsewhere it does not', () => {
    const stack = `TypeError: x\n    at total (${ORIGIN}/a.js:1:20)\n    at onClick (${ORIGIN}/a.js:1:90)`;
    expect(errorSignature(withStack(stack, 'x', 'TypeError'))).toBe(
      errorSignature(withStack(stack, 'x', 'TypeError')),
    );
    expect(errorSignature(withStack(stack, 'x', 'TypeError'))).not.toBe(
      errorSignature(withStack(stack.replace('1:20', '7:20'), 'x', 'TypeError')),
    );
    expect(errorSignature(withStack(stack, 'x', 'TypeError'))).not.toBe(
      errorSignature(withStack(stack, 'y', 'TypeError')),
    );
  });
});

describe('the details a person can pass on', () => {
  it('name the error, where it was caught, the page and the time, and nothing else', () => {
    expect(
      describeError(
        new RangeError('Invalid time value'),
        'screen',
        '/invoices',
        new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
      ),
    ).toBe(
      'Error: RangeError: Invalid time value\nWhere: screen\nPage: /invoices\nTime: 2025-01-02T03:04:05.000Z',
    );
  });
});
