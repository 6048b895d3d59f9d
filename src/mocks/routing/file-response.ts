import { HttpResponse } from 'msw';

// RFC 6266: an ASCII fallback for old clients and the exact name, UTF-8 encoded, for the rest.
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\x20-\x7E]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// A file answer as the API sends it: type, length and the name to save it under.
export function fileResponse(bytes: Uint8Array, type: string, fileName: string): Response {
  return new HttpResponse(new Uint8Array(bytes), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': attachment(fileName),
      // The app runs on another origin: without this, the browser hides the file name from it.
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  });
}
