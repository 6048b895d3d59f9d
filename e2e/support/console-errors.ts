import { expect, type BrowserContext } from '@playwright/test';

// What a screen must not produce: console errors, uncaught exceptions and Content-Security-Policy
// violations (which otherwise only show up as a feature that silently does nothing).
export type ConsoleErrorKind = 'console' | 'pageerror' | 'csp';

export type ConsoleError = {
  kind: ConsoleErrorKind;
  text: string;
  // The script or document the message came from, when the browser says.
  url?: string;
};

export type ConsoleErrorOptions = {
  // Expected noise, e.g. the "Failed to load resource: ... 500" line of a fault a test switched on.
  // Strings match as substrings of `[kind] text  (url)`.
  allow?: ReadonlyArray<string | RegExp>;
};

type CspViolation = { directive: string; blockedURI: string; sourceFile: string; disposition: string };

const CSP_BINDING = '__e2eReportCspViolation';

// Starts collecting from every page of the context; call before the first navigation.
export async function collectConsoleErrors(context: BrowserContext): Promise<ConsoleError[]> {
  const errors: ConsoleError[] = [];

  context.on('console', (message) => {
    const text = message.text();
    const url = message.location().url || undefined;
    if (text.includes('Content Security Policy')) errors.push({ kind: 'csp', text, url });
    else if (message.type() === 'error') errors.push({ kind: 'console', text, url });
  });

  context.on('weberror', (webError) => {
    const error = webError.error();
    errors.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, url: webError.page()?.url() });
  });

  // The event carries the directive and blocked URL, and also fires for report-only policies.
  await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => {
    errors.push({
      kind: 'csp',
      text: `${violation.disposition} violation of ${violation.directive}: blocked ${violation.blockedURI || '(inline)'}`,
      url: violation.sourceFile || undefined,
    });
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, ((violation: CspViolation) => void) | undefined>)[
        binding
      ];
      report?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        disposition: event.disposition,
      });
    });
  }, CSP_BINDING);

  return errors;
}

export function formatConsoleError(error: ConsoleError): string {
  return `[${error.kind}] ${error.text}${error.url ? `  (${error.url})` : ''}`;
}

// Matched against the formatted line, so a pattern can name the kind, the text or the URL.
function isAllowed(error: ConsoleError, allow: ReadonlyArray<string | RegExp>): boolean {
  const line = formatConsoleError(error);
  return allow.some((pattern) => (typeof pattern === 'string' ? line.includes(pattern) : pattern.test(line)));
}

export function expectNoConsoleErrors(
  errors: readonly ConsoleError[],
  options: ConsoleErrorOptions = {},
): void {
  const unexpected = errors.filter((error) => !isAllowed(error, options.allow ?? []));
  expect(unexpected.map(formatConsoleError), 'console errors, page errors or CSP violations').toEqual([]);
}
