import type { Fault } from './scenarios';

// One fault of the stored format (src/mocks/scenarios.ts: a JSON object, its path as text or
// "/source/flags"), checked field by field with Laravel-style messages, so whoever switches faults on
// over HTTP learns which entry and which field is wrong instead of getting a fault they did not mean
// (a misspelt "stauts" would otherwise be a 500 on the path).

const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const FAULT_FIELDS = ['method', 'path', 'status', 'delay', 'malformed', 'times'] as const;

export type FaultCheck =
  { fault: Fault; errors?: undefined } | { fault?: undefined; errors: Record<string, string[]> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// "/source/flags" is a RegExp, anything else the path itself; null when the RegExp does not compile.
export function faultPathOf(text: string): string | RegExp | null {
  const regex = /^\/(.+)\/([a-z]*)$/.exec(text);
  if (!regex?.[1]) return text;
  try {
    return new RegExp(regex[1], regex[2]);
  } catch {
    return null;
  }
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

// `at` names the entry in the answer: '0', 'faults.2'.
export function checkFaultEntry(entry: unknown, at: string): FaultCheck {
  if (!isRecord(entry)) return { errors: { [at]: [`The ${at} field must be an object with a path.`] } };
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[`${at}.${field}`] = [message.replace(':attribute', `${at}.${field}`)];
  };
  for (const key of Object.keys(entry)) {
    if (!(FAULT_FIELDS as readonly string[]).includes(key)) {
      fail(key, `The :attribute field is not a fault setting (${FAULT_FIELDS.join(', ')}).`);
    }
  }
  const { method, path, status, delay, malformed, times } = entry;
  let faultPath: string | RegExp | null = null;
  if (typeof path !== 'string' || path.trim() === '') fail('path', 'The :attribute field is required.');
  else if ((faultPath = faultPathOf(path)) === null) {
    fail('path', 'The :attribute field is not a valid regular expression.');
  }
  if (
    method !== undefined &&
    !(typeof method === 'string' && (FAULT_METHODS as readonly string[]).includes(method.toUpperCase()))
  ) {
    fail('method', `The selected :attribute is invalid (${FAULT_METHODS.join(', ')}).`);
  }
  if (status !== undefined && !(isInteger(status) && status >= 100 && status <= 599)) {
    fail('status', 'The :attribute field must be an integer between 100 and 599.');
  }
  if (delay !== undefined && !(typeof delay === 'number' && Number.isFinite(delay) && delay >= 0)) {
    fail('delay', 'The :attribute field must be a number of milliseconds, at least 0.');
  }
  if (malformed !== undefined && typeof malformed !== 'boolean') {
    fail('malformed', 'The :attribute field must be true or false.');
  }
  if (times !== undefined && !(isInteger(times) && times >= 1)) {
    fail('times', 'The :attribute field must be an integer of at least 1.');
  }
  if (Object.keys(errors).length > 0 || faultPath === null) return { errors };
  return {
    fault: {
      path: faultPath,
      ...(method === undefined ? {} : { method: String(method) }),
      ...(status === undefined ? {} : { status: status as number }),
      ...(delay === undefined ? {} : { delay: delay as number }),
      ...(malformed === undefined ? {} : { malformed: malformed as boolean }),
      ...(times === undefined ? {} : { times: times as number }),
    },
  };
}
