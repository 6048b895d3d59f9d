// A registration link's secret (issue 30, H2): 32 random bytes, base64url (256 bits, 43 characters). Only
// its SHA-256 is stored, so the db, a save or a leak of them gives no link that works. Web Crypto, so the
// same code runs in the browser's mocked API and in Node.

export const REGISTRATION_TOKEN_BYTES = 32;

// 32 bytes as unpadded base64url.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function base64UrlOf(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newRegistrationToken(): string {
  return base64UrlOf(crypto.getRandomValues(new Uint8Array(REGISTRATION_TOKEN_BYTES)));
}

// A text that cannot be a token is refused before anything is hashed or looked up.
export const isRegistrationTokenShape = (text: string): boolean => TOKEN_SHAPE.test(text);

// Lower-case hex of the SHA-256 of the token's UTF-8 bytes.
export async function hashRegistrationToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
