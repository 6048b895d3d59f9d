import type { AxiosProgressEvent } from 'axios';
import { requestFile } from '../file-download';

// SPEC §7: one CV downloads under its own name (or 'CV.pdf'); several come as 'CVs.zip'.
export const CV_FILE_NAME = 'CV.pdf';
export const CVS_ZIP_NAME = 'CVs.zip';

export type DownloadedFile = { blob: Blob; fileName: string };

// fraction: 0..1 of the bytes, or null while the size is unknown.
export const progressOf = (event: Pick<AxiosProgressEvent, 'loaded' | 'total'>): number | null =>
  event.total ? Math.min(1, event.loaded / event.total) : null;

// GET generate-cv?ids[]=1&ids[]=2: a PDF for one person, a ZIP of PDFs for several. A failure rejects
// with an ApiError carrying the server's status and message.
export async function generateCvs(
  ids: number[],
  onProgress?: (fraction: number | null) => void,
): Promise<DownloadedFile> {
  const { blob, fileName } = await requestFile({
    method: 'GET',
    url: 'generate-cv',
    params: { ids },
    onDownloadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
  });
  return { blob, fileName: ids.length === 1 ? (fileName ?? CV_FILE_NAME) : CVS_ZIP_NAME };
}
