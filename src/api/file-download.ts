import type { AxiosProgressEvent, AxiosRequestConfig, AxiosResponse } from 'axios';
import { ApiError, type FieldErrors } from './api-error';
import { fileNameFromContentDisposition } from './content-disposition';
import { http, toApiError } from './http';

// Downloads as bytes, made into a Blob here. Asking axios for an ArrayBuffer rather than a Blob works
// the same in browsers and also under test DOMs, whose request mocks turn a 'blob' answer into text
// and so corrupt binary files.

// What a download task hands to useDownload: the file and the name to save it under.
export type DownloadedFile = { blob: Blob; fileName: string };

// fraction: 0..1 of the bytes, or null while the size is unknown.
export const progressOf = (event: Pick<AxiosProgressEvent, 'loaded' | 'total'>): number | null =>
  event.total ? Math.min(1, event.loaded / event.total) : null;

export type DownloadedBody = { blob: Blob; fileName: string | null; response: AxiosResponse<ArrayBuffer> };

const isBinary = (data: unknown): data is ArrayBuffer | ArrayBufferView =>
  ArrayBuffer.isView(data) || Object.prototype.toString.call(data) === '[object ArrayBuffer]';

function textOf(data: ArrayBuffer | ArrayBufferView): string {
  return new TextDecoder().decode(data);
}

function fieldErrorsOf(errors: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (typeof errors !== 'object' || errors === null) return result;
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(messages)) result[field] = messages.map(String);
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

// A failed download's JSON error body arrives as bytes too: read it, so the ApiError carries the
// server's message and field errors like any other. The status is kept whatever the body holds.
export function apiErrorOfBinaryResponse(error: unknown): ApiError {
  const apiError = toApiError(error);
  const data: unknown = apiError.response?.data;
  if (!isBinary(data)) return apiError;
  let body: unknown;
  try {
    body = JSON.parse(textOf(data));
  } catch {
    return apiError;
  }
  if (typeof body !== 'object' || body === null) return apiError;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  return new ApiError({
    status: apiError.status,
    message: typeof message === 'string' && message ? message : apiError.message,
    fieldErrors: fieldErrorsOf(errors),
    requestId: apiError.requestId,
    response: apiError.response ? { ...apiError.response, data: body } : undefined,
    suppressed: apiError.suppressed,
    url: apiError.url,
    cause: apiError.cause,
  });
}

// What a download may answer, as the contract lists it (docs/openapi.json): an upload comes back in its
// own type, whatever was uploaded, so it is any type (`*/*`, a media-type range).
export type FileMediaType =
  'application/pdf' | 'application/zip' | 'text/csv' | 'application/octet-stream' | '*/*';

// `mediaTypes` is for the contract's scanner (scripts/contract): axios sends nothing of it.
export type FileRequestConfig = AxiosRequestConfig & { url: string; mediaTypes: readonly FileMediaType[] };

export async function requestFile({
  mediaTypes: _mediaTypes,
  ...config
}: FileRequestConfig): Promise<DownloadedBody> {
  let response: AxiosResponse<ArrayBuffer>;
  try {
    // A download asks for the file, not the client's default JSON (GET media/{id} answers either).
    response = await http.request<ArrayBuffer>({
      ...config,
      headers: { Accept: '*/*', ...config.headers },
      responseType: 'arraybuffer',
    });
  } catch (error) {
    throw apiErrorOfBinaryResponse(error);
  }
  const type: unknown = response.headers['content-type'];
  const disposition: unknown = response.headers['content-disposition'];
  return {
    blob: new Blob([response.data], { type: typeof type === 'string' ? type : '' }),
    fileName: typeof disposition === 'string' ? fileNameFromContentDisposition(disposition) : null,
    response,
  };
}
