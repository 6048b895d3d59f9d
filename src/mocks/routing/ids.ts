import { validationFailed } from './responses';

// The most ids one call may name (issue 30): as many as "select all matching" hands out
// (select-all-invoices' cap, docs/api.md), so every selection the app makes fits in one call. More is a
// 422 at the field, answered before any id is looked at.
export const MAX_IDS = 5000;

// A list of record ids as Laravel's `ids` / `ids.*` rules read it: required, an array of at most `max`
// items, every item an integer. Duplicates are dropped, order kept. Linear in the ids sent.
export function readIds(raw: unknown, field = 'ids', max = MAX_IDS): number[] {
  if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) {
    throw validationFailed({ [field]: [`The ${field} field is required.`] });
  }
  if (!Array.isArray(raw)) throw validationFailed({ [field]: [`The ${field} field must be an array.`] });
  if (raw.length > max) {
    throw validationFailed({ [field]: [`The ${field} field must not have more than ${max} items.`] });
  }
  const errors: Record<string, string[]> = {};
  const ids = new Set<number>();
  raw.forEach((item: unknown, index) => {
    const id =
      typeof item === 'number' ? item : typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : NaN;
    if (!Number.isSafeInteger(id) || id <= 0)
      errors[`${field}.${index}`] = [`The ${field}.${index} field must be an integer.`];
    else ids.add(id);
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return [...ids];
}

// ids[]=1&ids[]=2 (also ids=1&ids=2 and ids[0]=1) from a query string.
export function queryIds(url: URL, field = 'ids', max = MAX_IDS): number[] {
  const indexed = `${field}[`;
  const raw: string[] = [];
  for (const [key, value] of url.searchParams) {
    if (
      key === field ||
      key === `${field}[]` ||
      (key.startsWith(indexed) && key.endsWith(']') && /^\d+$/.test(key.slice(indexed.length, -1)))
    ) {
      raw.push(value);
      // Enough to refuse: the rest of the query is not read.
      if (raw.length > max) break;
    }
  }
  return readIds(raw, field, max);
}
