import { MockHttpError } from './responses';

// The request body as Laravel reads it: JSON when the Content-Type says so (application/json or
// application/…+json), form fields when it is multipart or urlencoded. One policy for every route:
// - no body at all is an empty one (a bodiless POST): validation then names what is required;
// - JSON that does not parse, or is not an object, is 400: Laravel would read it as empty input and
//   let optional fields be blanked, which hides the caller's bug;
// - a body of any other type (text/plain included) is 415 rather than Laravel's 422 for the required
//   fields: Laravel reads nothing from it, so a route whose fields are all optional would blank them.
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';
export const INVALID_FORM_MESSAGE = 'The request body is not valid form data.';
export const UNSUPPORTED_BODY_MESSAGE =
  'Send the request body as JSON (Content-Type: application/json) or as form data.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The media type alone, lower-cased: 'application/json; charset=utf-8' → 'application/json'.
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export const isJsonType = (type: string): boolean =>
  type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);

const isMultipartType = (type: string): boolean => type === 'multipart/form-data';
const isFormType = (type: string): boolean =>
  isMultipartType(type) || type === 'application/x-www-form-urlencoded';

const badRequest = (message: string) => new MockHttpError(400, { message });

async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest(INVALID_FORM_MESSAGE);
  }
}

// The parsed JSON value (any JSON: a list too), or undefined when nothing was sent. Throws 415 for a
// body that is not declared JSON and 400 for one that does not parse.
export async function readJsonValue(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  if (!isJsonType(mediaTypeOf(request))) {
    throw new MockHttpError(415, { message: UNSUPPORTED_BODY_MESSAGE });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(INVALID_JSON_MESSAGE);
  }
}

// The fields of the body ({} when none was sent); every handler reads its body through here.
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (isFormType(mediaTypeOf(request))) return Object.fromEntries((await readForm(request)).entries());
  const value = await readJsonValue(request);
  if (value === undefined) return {};
  if (!isRecord(value)) throw badRequest(NOT_AN_OBJECT_MESSAGE);
  return value;
}

export const JSON_REQUIRED_MESSAGE = 'Send the request as JSON (Content-Type: application/json).';

// For calls a cross-site page must not reach (issue 30, L1: the mock's switches, the demo's public
// password reset token): a form (text/plain, urlencoded, multipart) or a bodiless POST goes out with
// no CORS preflight, a JSON request only after one, which the mocked API refuses to foreign origins.
// Anything but application/json is 415, before the body is read.
export function requireJsonRequest(request: Request): void {
  if (mediaTypeOf(request) !== 'application/json')
    throw new MockHttpError(415, { message: JSON_REQUIRED_MESSAGE });
}

// An uploaded file. Duck-typed: under a test DOM the form parser's File is not the global Blob.
export type UploadedFile = {
  size: number;
  type: string;
  name?: string;
  arrayBuffer: () => Promise<ArrayBuffer>;
};

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { size?: unknown }).size === 'number' &&
    typeof (value as { type?: unknown }).type === 'string' &&
    typeof (value as { arrayBuffer?: unknown }).arrayBuffer === 'function'
  );
}

export type BodyWithFiles = {
  body: Record<string, unknown>;
  // Every file sent under the name, with or without Laravel's [] suffix ('files' or 'files[]').
  filesOf: (name: string) => UploadedFile[];
  // Every text value sent under the name ('skill_ids[]' repeated): the array a Laravel request sees.
  valuesOf: (name: string) => string[];
};

// A multipart body keeps repeated names (files[], skill_ids[]); JSON bodies work too, files then
// being absent.
export async function readBodyWithFiles(request: Request): Promise<BodyWithFiles> {
  if (!isMultipartType(mediaTypeOf(request))) {
    const body = await readBody(request);
    const list = (name: string): unknown[] => {
      const value = body[name] ?? body[`${name}[]`];
      return Array.isArray(value) ? value : value === undefined ? [] : [value];
    };
    return {
      body,
      filesOf: (name) => list(name).filter(isUploadedFile),
      valuesOf: (name) => list(name).map(String),
    };
  }
  const form = await readForm(request);
  const all = (name: string): unknown[] => [...form.getAll(name), ...form.getAll(`${name}[]`)];
  return {
    body: Object.fromEntries(form.entries()),
    filesOf: (name) => all(name).filter(isUploadedFile),
    valuesOf: (name) => all(name).filter((value): value is string => typeof value === 'string'),
  };
}
