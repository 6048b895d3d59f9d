import { requestFile, progressOf, type DownloadedFile } from '../file-download';
import { request } from '../http';
import { multipartBody } from '../multipart';
import { cvDownloadName } from './cv-file-name';
import {
  cvDeletedSchema,
  cvEnhanceResponseSchema,
  cvHistoryResponseSchema,
  cvResponseSchema,
  type Cv,
  type CvEnhanceInput,
  type CvHistoryEntry,
  type CvInput,
  type NewCv,
} from './cv.schemas';

// One person's CVs. Each change answers with the CV as it is now; the person's profile lists them.

const bodyOf = ({ cv_name, variant, summary, sections }: CvInput) => ({
  cv_name: cv_name.trim(),
  variant: variant.trim(),
  summary: summary.trim(),
  sections,
});

export async function createCv({ user_id, ...input }: NewCv): Promise<Cv> {
  const body = await request(cvResponseSchema, {
    method: 'POST',
    url: 'cv',
    data: { user_id, ...bodyOf(input) },
  });
  return body.data;
}

export async function updateCv(id: number, input: CvInput): Promise<Cv> {
  const body = await request(cvResponseSchema, { method: 'PUT', url: `cv/${id}`, data: bodyOf(input) });
  return body.data;
}

// multipart/form-data with the PDF under `file`; from then on GET cv/{id} answers that file.
export async function uploadCvFile(id: number, file: Blob): Promise<Cv> {
  const body = await request(cvResponseSchema, {
    method: 'POST',
    url: `cv/${id}`,
    data: multipartBody({ file }),
  });
  return body.data;
}

export async function renameCv(id: number, cvName: string): Promise<Cv> {
  const body = await request(cvResponseSchema, {
    method: 'PUT',
    url: `cv/name/${id}`,
    data: { cv_name: cvName.trim() },
  });
  return body.data;
}

export async function changeCvVariant(id: number, variant: string): Promise<Cv> {
  const body = await request(cvResponseSchema, {
    method: 'PUT',
    url: `cv/variant/${id}`,
    data: { variant: variant.trim() },
  });
  return body.data;
}

// A copy named '<name> (copy)', or '(copy 2)'… when that is taken.
export async function duplicateCv(id: number): Promise<Cv> {
  const body = await request(cvResponseSchema, { method: 'POST', url: `cv/duplicate/${id}` });
  return body.data;
}

export function deleteCv(id: number) {
  return request(cvDeletedSchema, { method: 'DELETE', url: `cv/${id}` });
}

export async function fetchCvHistory(id: number): Promise<CvHistoryEntry[]> {
  const body = await request(cvHistoryResponseSchema, { method: 'GET', url: `cv/history/${id}` });
  return body.data;
}

// A rewrite to offer for the text; nothing is saved until the form is.
export async function enhanceCvText({ text, cv_id }: CvEnhanceInput): Promise<string> {
  const body = await request(cvEnhanceResponseSchema, {
    method: 'POST',
    url: 'cv/enhance/',
    data: cv_id === undefined ? { text } : { text, cv_id },
  });
  return body.data.suggestion;
}

// GET cv/{id}: the PDF's bytes, for the in-page preview.
export async function fetchCvPdf(id: number): Promise<ArrayBuffer> {
  const { response } = await requestFile({
    method: 'GET',
    url: `cv/${id}`,
    mediaTypes: ['application/pdf'],
  });
  return response.data;
}

// GET cv/{id} as a download: saved under the server's name, else '<cv_name>.pdf', else 'CV.pdf'.
export async function downloadCv(
  cv: Pick<Cv, 'id' | 'cv_name'>,
  onProgress?: (fraction: number | null) => void,
): Promise<DownloadedFile> {
  const { blob, fileName } = await requestFile({
    method: 'GET',
    url: `cv/${cv.id}`,
    mediaTypes: ['application/pdf'],
    onDownloadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
  });
  return { blob, fileName: cvDownloadName(fileName, cv.cv_name) };
}
