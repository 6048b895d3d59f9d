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
