import { HttpResponse } from 'msw';
import { safeFileName } from '../files/safe-file-name';

// A lone surrogate cannot be percent-encoded (encodeURIComponent throws): it becomes U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// RFC 5987's value-chars: encodeURIComponent leaves ' ( ) * as they are, and ' ends the charset part.
const extendedValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

// RFC 6266: the file's safe base name (no folder, control character or overlong name: issue 30, L2), as
// an ASCII fallback for old clients (no quote, backslash or %, which some decode) and exactly, UTF-8
// encoded, for the rest.
export function attachment(fileName: string): string {
  const name = safeFileName(fileName.replace(LONE_SURROGATE, '\uFFFD'), 'download');
  const ascii = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\x20-\x7E]/g, '_')
    .replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extendedValue(name)}`;
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
