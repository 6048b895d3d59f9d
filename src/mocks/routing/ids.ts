import { validationFailed } from './responses';

// A list of record ids as Laravel's `ids` / `ids.*` rules read it: required, an array, every item an
// integer. Duplicates are dropped, order kept.
export function readIds(raw: unknown, field = 'ids'): number[] {
  if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) {
    throw validationFailed({ [field]: [`The ${field} field is required.`] });
  }
  if (!Array.isArray(raw)) throw validationFailed({ [field]: [`The ${field} field must be an array.`] });
  const errors: Record<string, string[]> = {};
  const ids: number[] = [];
  raw.forEach((item: unknown, index) => {
    const id =
      typeof item === 'number' ? item : typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : NaN;
    if (!Number.isInteger(id) || id <= 0)
      errors[`${field}.${index}`] = [`The ${field}.${index} field must be an integer.`];
    else if (!ids.includes(id)) ids.push(id);
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return ids;
}

// ids[]=1&ids[]=2 (also ids=1&ids=2 and ids[0]=1) from a query string.
export function queryIds(url: URL, field = 'ids'): number[] {
  const raw: string[] = [];
  for (const [key, value] of url.searchParams) {
    if (key === field || key === `${field}[]` || new RegExp(`^${field}\\[\\d+\\]$`).test(key))
      raw.push(value);
  }
  return readIds(raw, field);
}
