// HS256 JWTs with a fixed mock secret, signed with Web Crypto (browsers, Node 20 and vitest's jsdom
// all have crypto.subtle). The client only decodes them (jwt-decode); the mocked API verifies them.
const MOCK_JWT_SECRET = 'staff-portal-mock-secret';
const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

export type JwtPayload = Record<string, unknown>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
let keyPromise: Promise<CryptoKey> | null = null;

function signingKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(MOCK_JWT_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return keyPromise;
}

function base64UrlFromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function bytesFromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

// UTF-8 first, so names with accents survive jwt-decode's base64url + UTF-8 decoding.
const encodeJson = (value: unknown): string => base64UrlFromBytes(encoder.encode(JSON.stringify(value)));

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(decoder.decode(bytesFromBase64Url(part)));
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is JwtPayload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const nowInSeconds = (now: number = Date.now()): number => Math.floor(now / 1000);

export async function signJwt(payload: JwtPayload): Promise<string> {
  const body = `${encodeJson(HEADER)}.${encodeJson(payload)}`;
  const signature = await crypto.subtle.sign('HMAC', await signingKey(), encoder.encode(body));
  return `${body}.${base64UrlFromBytes(new Uint8Array(signature))}`;
}

// The payload of a well-formed, correctly signed, unexpired token; null for anything else.
export async function verifyJwt(token: string, now: number = Date.now()): Promise<JwtPayload | null> {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return null;
  const parsedHeader = decodeJson(header);
  if (!isObject(parsedHeader) || parsedHeader.alg !== HEADER.alg) return null;
  let signatureBytes: Uint8Array<ArrayBuffer>;
  try {
    signatureBytes = bytesFromBase64Url(signature);
  } catch {
    return null;
  }
  const valid = await crypto.subtle.verify(
    'HMAC',
    await signingKey(),
    signatureBytes,
    encoder.encode(`${header}.${payload}`),
  );
  if (!valid) return null;
  const claims = decodeJson(payload);
  if (!isObject(claims)) return null;
  if (typeof claims.exp === 'number' && claims.exp <= nowInSeconds(now)) return null;
  return claims;
}
