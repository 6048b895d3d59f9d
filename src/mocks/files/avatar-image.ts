import { avatarColor, initials } from '@/lib/avatar';
import type { UploadedFile } from '../routing/request-body';

// What the mocked API stores as a person's avatar: a data: URL, so it survives a reload (an object URL
// would not) and the CSP's img-src data: lets the app show it. Big photos would fill the browser's
// storage, so they are scaled down where the browser can, and otherwise stand in as initials.
export const AVATAR_INLINE_MAX_BYTES = 200 * 1024;
const AVATAR_SIDE = 256;

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

async function dataUrlOf(blob: Pick<UploadedFile, 'arrayBuffer'>, type: string): Promise<string> {
  return `data:${type};base64,${base64Of(new Uint8Array(await blob.arrayBuffer()))}`;
}

// A square crop of the middle, AVATAR_SIDE pixels wide; null outside a browser or for a broken image.
async function scaledDown(file: UploadedFile): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    const bitmap = await createImageBitmap(new Blob([await file.arrayBuffer()], { type: file.type }));
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(AVATAR_SIDE, AVATAR_SIDE);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(
      bitmap,
      (bitmap.width - side) / 2,
      (bitmap.height - side) / 2,
      side,
      side,
      0,
      0,
      AVATAR_SIDE,
      AVATAR_SIDE,
    );
    bitmap.close();
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
  } catch {
    return null;
  }
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function initialsAvatar(person: { id: number; first_name: string; last_name: string }): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIDE}" height="${AVATAR_SIDE}" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="${avatarColor(person.id)}"/>` +
    `<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="104" fill="#fff">` +
    `${escapeXml(initials(person.first_name, person.last_name))}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export async function storedAvatar(
  file: UploadedFile,
  person: { id: number; first_name: string; last_name: string },
): Promise<string> {
  if (file.size <= AVATAR_INLINE_MAX_BYTES) return dataUrlOf(file, file.type);
  const smaller = await scaledDown(file);
  return smaller ? dataUrlOf(smaller, smaller.type) : initialsAvatar(person);
}
