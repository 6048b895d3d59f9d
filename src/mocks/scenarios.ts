import { delay } from 'msw';
import { checkFaultEntry } from './fault-entry';
import { jsonResponse, statusMessage } from './routing/responses';
import { readStorage, removeStorage } from './storage';

// Fault injection per route.
//
// From tests:   setFault({ method: 'GET', path: 'notifications', status: 500 }); ... clearFaults();
//
// In the browser a QA person can also set localStorage key 'mock-faults' to a JSON array; it is read
// on every request, so no reload is needed:
//   [{ "method": "GET", "path": "notifications", "status": 500 },
//    { "path": "/^(positions|skills)$/", "delay": 3000 },
//    { "method": "GET", "path": "user", "malformed": true }]
// - path: the API path without the base ('user', 'central/login', 'organizations/2/url'), or a route
//   pattern ('organizations/:id/url'); "/source/flags" is a regular expression on the path.
// - method: optional, any method when left out.
// - delay (ms) waits first; malformed answers 200 with a body that fits no schema ({ "data": "oops" });
//   status answers that status with Laravel's message. A fault with none of the three answers 500.
//   A delay alone only slows the route down.
// - times (tests): the fault answers that many requests, then lifts ('the first of two calls fails').
// - any other key, or a value of the wrong type, makes the entry invalid (src/mocks/fault-entry.ts):
//   skipped here, refused with a 422 naming it by POST central/__mock__/faults and by `npm run api`.
// Remove it with localStorage.removeItem('mock-faults').

export type Fault = {
  method?: string;
  path: string | RegExp;
  status?: number;
  delay?: number;
  malformed?: boolean;
  times?: number;
};

export const FAULTS_STORAGE_KEY = 'mock-faults';
export const MALFORMED_BODY = { data: 'oops' } as const;
// Marks a malformed answer as one on purpose, so the tests' contract check lets it through.
export const MALFORMED_FAULT_HEADER = 'X-Mock-Fault';

let faults: Fault[] = [];

const sameRoute = (a: Fault, b: Fault): boolean =>
  (a.method?.toUpperCase() ?? '*') === (b.method?.toUpperCase() ?? '*') && String(a.path) === String(b.path);

// One fault per method and path: setting it again replaces it.
export function setFault(fault: Fault): void {
  faults = [...faults.filter((existing) => !sameRoute(existing, fault)), { ...fault }];
}

export function clearFaults(): void {
  faults = [];
  removeStorage(FAULTS_STORAGE_KEY);
}

// Faults in the stored format (a JSON array, paths as text or "/source/flags"): a broken entry is
// skipped, anything but an array gives none. For localStorage and MOCK_FAULTS, read on every request.
export function parseFaults(value: unknown): Fault[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry, index) => checkFaultEntry(entry, String(index)).fault ?? []);
}

export type FaultsCheck =
  { faults: Fault[]; errors?: undefined } | { faults?: undefined; errors: Record<string, string[]> };

// A list sent to switch faults on: all of it, or, when any entry is wrong, none and Laravel's errors
// naming each wrong entry and field ('0.status', or 'faults.0.status' under `field`).
export function checkFaults(value: unknown, field?: string): FaultsCheck {
  const name = field ?? 'faults';
  if (value === undefined || value === null)
    return { errors: { [name]: [`The ${name} field is required.`] } };
  if (!Array.isArray(value)) return { errors: { [name]: [`The ${name} field must be a list.`] } };
  const faults: Fault[] = [];
  const errors: Record<string, string[]> = {};
  value.forEach((entry, index) => {
    const checked = checkFaultEntry(entry, field ? `${field}.${index}` : String(index));
    if (checked.fault) faults.push(checked.fault);
    else Object.assign(errors, checked.errors);
  });
  return Object.keys(errors).length > 0 ? { errors } : { faults };
}

function parseFaultsJson(text: string): Fault[] {
  try {
    return parseFaults(JSON.parse(text));
  } catch {
    return [];
  }
}

// A broken key is ignored altogether.
function storedFaults(): Fault[] {
  const text = readStorage(FAULTS_STORAGE_KEY);
  return text ? parseFaultsJson(text) : [];
}

// The HTTP server's MOCK_FAULTS: the stored format, switched on as setFault does. Returns how many.
export function applyFaultsFromJson(text: string): number {
  const parsed = parseFaultsJson(text);
  for (const fault of parsed) setFault(fault);
  return parsed.length;
}

export function listFaults(): Fault[] {
  return [...storedFaults(), ...faults];
}

function matches(fault: Fault, method: string, path: string, pattern: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method) return false;
  if (fault.path instanceof RegExp) {
    // A global or sticky RegExp remembers where it stopped; every request starts afresh.
    fault.path.lastIndex = 0;
    return fault.path.test(path);
  }
  return fault.path === path || fault.path === pattern;
}

// The answer a fault gives instead of the route's, or null when the route answers as usual (after
// any delay the fault asks for). Faults set last win.
export async function faultResponse(method: string, path: string, pattern: string): Promise<Response | null> {
  const fault = listFaults()
    .reverse()
    .find((candidate) => matches(candidate, method, path, pattern));
  if (!fault) return null;
  if (fault.times !== undefined && --fault.times <= 0) faults = faults.filter((kept) => kept !== fault);
  if (fault.delay) await delay(fault.delay);
  if (fault.malformed) {
    const malformed = jsonResponse(MALFORMED_BODY);
    malformed.headers.set(MALFORMED_FAULT_HEADER, 'malformed');
    return malformed;
  }
  const status = fault.status ?? (fault.delay ? null : 500);
  if (status === null) return null;
  // A 422 is Laravel's validation answer, which always carries its (here empty) field errors.
  const errors = status === 422 ? { errors: {} } : {};
  return jsonResponse({ message: statusMessage(status), ...errors }, status);
}
