// A multipart/form-data body made from named fields, encoded as Laravel reads a form: a file as its own
// part, a list as repeated `name[]` parts, a list of records as `name[i][key]`, true/false as 1/0,
// null as '' (ConvertEmptyStringsToNull makes it null again), undefined not sent. The fields' type
// stays on the body, so the contract (scripts/contract) lists every field the client sends.

export type MultipartText = string | number | boolean | null;
export type MultipartRecord = Readonly<Record<string, MultipartText | undefined>>;
export type MultipartValue =
  MultipartText | undefined | Blob | readonly (string | number | Blob)[] | readonly MultipartRecord[];
export type MultipartFields = Readonly<Record<string, MultipartValue>>;

// Type only: carries the fields to the contract's scanner; nothing of it exists at run time.
declare const multipartFields: unique symbol;
export type MultipartBody<T extends MultipartFields> = FormData & { readonly [multipartFields]?: T };

const textOf = (value: MultipartText): string =>
  value === null ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value);

// A plain object is a record of fields; any other object is a file (a test DOM's File is no Blob of
// this realm, so `instanceof Blob` would not do).
const isRecord = (value: unknown): value is MultipartRecord =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

// Parts go in the order of the fields, so the body is the same whoever builds it.
export function multipartBody<T extends MultipartFields>(fields: T): MultipartBody<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      (value as readonly (string | number | Blob | MultipartRecord)[]).forEach((item, index) => {
        if (isRecord(item)) {
          for (const [key, part] of Object.entries(item)) {
            if (part !== undefined) form.append(`${name}[${index}][${key}]`, textOf(part));
          }
        } else if (typeof item === 'object') form.append(`${name}[]`, item);
        else form.append(`${name}[]`, textOf(item));
      });
    } else if (typeof value === 'object' && value !== null) form.append(name, value as Blob);
    else form.append(name, textOf(value as MultipartText));
  }
  return form;
}
