import { dataOf, messageSchema } from '../common.schemas';
import { progressOf, requestFile, type DownloadedFile } from '../file-download';
import { request } from '../http';
import { mediaSchema, type Media } from './media.schemas';

// GET media/{id} answers the file itself, or its description when JSON is asked for (SPEC §7). The
// file keeps the name the server gives it, else the one the screen shows (`knownName`).
export async function downloadMedia(
  id: number,
  onProgress?: (fraction: number | null) => void,
  knownName?: string,
): Promise<DownloadedFile> {
  const { blob, fileName } = await requestFile({
    method: 'GET',
    url: `media/${id}`,
    mediaTypes: ['*/*'],
    onDownloadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
  });
  return { blob, fileName: fileName ?? (knownName || `attachment-${id}`) };
}

// The file's bytes, for showing it in the page (a CV's preview).
export async function fetchMediaBytes(id: number): Promise<ArrayBuffer> {
  const { response } = await requestFile({
    method: 'GET',
    url: `media/${id}`,
    mediaTypes: ['*/*'],
  });
  return response.data;
}

export async function fetchMedia(id: number): Promise<Media> {
  const body = await request(dataOf(mediaSchema), {
    method: 'GET',
    url: `media/${id}`,
    headers: { Accept: 'application/json' },
  });
  return body.data;
}

// DELETE media {ids}: the files go, and every item that listed them forgets them.
export async function deleteMedia(ids: readonly number[]): Promise<void> {
  await request(messageSchema, { method: 'DELETE', url: 'media', data: { ids } });
}
