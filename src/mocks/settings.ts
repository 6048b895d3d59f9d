// How the mocked API runs. 'browser' (set by startMockWorker) persists to localStorage, reads QA
// faults from it and answers with realistic latency; 'memory' (Node, vitest, even under jsdom, which
// has a localStorage too) keeps everything in memory and answers at once.
export type MockRuntime = 'browser' | 'memory';

let runtime: MockRuntime = 'memory';

export function setMockRuntime(next: MockRuntime): void {
  runtime = next;
}

export function isBrowserRuntime(): boolean {
  return runtime === 'browser' && typeof window !== 'undefined';
}

export const DEFAULT_MOCK_SCALE = 60;

// NEXT_PUBLIC_* must be read literally so Next inlines them into the browser bundle.
export function scaleFromEnv(): number {
  const value = Number(process.env.NEXT_PUBLIC_MOCK_SCALE);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MOCK_SCALE;
}

// NEXT_PUBLIC_MOCK_PROJECTS: projects per tenant for benchmarks (800 seed over 10,000 invoices); null
// when unset, the scale then decides. Read literally, as above.
export function projectsFromEnv(): number | null {
  const value = Number(process.env.NEXT_PUBLIC_MOCK_PROJECTS);
  return Number.isInteger(value) && value > 0 ? value : null;
}

// Where the app runs, for the links the mock e-mails (a registration link; issue 30, H2): never taken
// from a request's Origin or Host, which whoever calls the API chooses. NEXT_PUBLIC_MOCK_APP_ORIGIN
// (read literally, as above) when it is an http(s) address; else the page's own origin in the browser;
// else `next dev`'s address.
export const DEFAULT_MOCK_APP_ORIGIN = 'http://localhost:3000';

function httpOriginOf(text: string | undefined): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function mockAppOrigin(): string {
  return (
    httpOriginOf(process.env.NEXT_PUBLIC_MOCK_APP_ORIGIN) ??
    (isBrowserRuntime() ? window.location.origin : DEFAULT_MOCK_APP_ORIGIN)
  );
}

export type LatencyRange = { min: number; max: number };

const BROWSER_LATENCY: LatencyRange = { min: 150, max: 400 };
const NO_LATENCY: LatencyRange = { min: 0, max: 0 };

// NEXT_PUBLIC_MOCK_LATENCY_MS is "250" (fixed) or "150-400" (random in range); it applies everywhere.
export function parseLatency(text: string | undefined): LatencyRange | null {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

export function latencyRange(): LatencyRange {
  return (
    parseLatency(process.env.NEXT_PUBLIC_MOCK_LATENCY_MS) ??
    (isBrowserRuntime() ? BROWSER_LATENCY : NO_LATENCY)
  );
}
