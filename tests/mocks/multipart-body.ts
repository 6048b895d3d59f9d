import { bearer, call, tenantUrl, type Call } from '../support/mock-api';

// A multipart body built by hand: the test DOM's FormData and File do not reach the mock intact.
// Parts keep their order, and a name may repeat (files[]).
export type FilePart = { name: string; type: string; bytes: Uint8Array };
export type Part = readonly [field: string, value: string | FilePart];

const BOUNDARY = '----mock-test-boundary';

export function multipartBody(parts: readonly Part[]): {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
} {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [field, value] of parts) {
    const head =
      typeof value === 'string'
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`;
    chunks.push(encoder.encode(head), typeof value === 'string' ? encoder.encode(value) : value.bytes);
    chunks.push(encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

// POST of a multipart body on a tenant host as the given user.
export function postMultipart(
  tenant: string,
  path: string,
  token: string,
  parts: readonly Part[],
): Promise<Call> {
  const { body, contentType } = multipartBody(parts);
  return call(tenantUrl(tenant, path), {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': contentType },
    body,
  });
}

// A small file that starts like a PDF.
export const pdfFile = (name = 'certificate.pdf'): FilePart => ({
  name,
  type: 'application/pdf',
  bytes: new TextEncoder().encode('%PDF-1.4\n% a test file\n%%EOF\n'),
});

// A new candidate's form as the client sends it (candidateForm): every field, '' where left blank.
export function candidateParts(
  names: { first_name: string; last_name: string; email: string },
  more: readonly Part[] = [],
): Part[] {
  const blank = ['phone', 'linkedin', 'position_id', 'seniority_id', 'source', 'owner_id', 'expected_salary'];
  return [
    ...Object.entries(names),
    ...blank.map((field): Part => [field, '']),
    ['currency', 'EUR'],
    ['available_from', ''],
    ...more,
  ];
}
