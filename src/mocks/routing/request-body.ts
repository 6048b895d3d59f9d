import { MockHttpError } from './responses';

// The request body as Laravel sees it: JSON, or form fields (multipart or urlencoded). A missing or
// broken body is an empty one, so validation answers 422 rather than the mock crashing.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries((await request.formData()).entries());
    }
    const text = await request.text();
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export const JSON_REQUIRED_MESSAGE = 'Send the request as JSON (Content-Type: application/json).';

// For calls a cross-site page must not reach (issue 30, L1: the mock's switches, the demo's public
// password reset token): a form (text/plain, urlencoded, multipart) or a bodiless POST goes out with
// no CORS preflight, a JSON request only after one, which the mocked API refuses to foreign origins.
// Anything but application/json is 415, before the body is read.
export function requireJsonRequest(request: Request): void {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new MockHttpError(415, { message: JSON_REQUIRED_MESSAGE });
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
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) {
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
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { body: {}, filesOf: () => [], valuesOf: () => [] };
  }
  const all = (name: string): unknown[] => [...form.getAll(name), ...form.getAll(`${name}[]`)];
  return {
    body: Object.fromEntries(form.entries()),
    filesOf: (name) => all(name).filter(isUploadedFile),
    valuesOf: (name) => all(name).filter((value): value is string => typeof value === 'string'),
  };
}
