import { progressOf, requestFile, type DownloadedFile } from '../file-download';

// SPEC §7: one CV downloads under its own name (or 'CV.pdf'); several come as 'CVs.zip'.
export const CV_FILE_NAME = 'CV.pdf';
export const CVS_ZIP_NAME = 'CVs.zip';

// GET generate-cv?ids[]=1&ids[]=2: a PDF for one person, a ZIP of PDFs for several. A failure rejects
// with an ApiError carrying the server's status and message.
export async function generateCvs(
  ids: number[],
  onProgress?: (fraction: number | null) => void,
): Promise<DownloadedFile> {
  const { blob, fileName } = await requestFile({
    method: 'GET',
    url: 'generate-cv',
    mediaTypes: ['application/pdf', 'application/zip'],
    params: { ids },
    onDownloadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
  });
  return { blob, fileName: ids.length === 1 ? (fileName ?? CV_FILE_NAME) : CVS_ZIP_NAME };
}
