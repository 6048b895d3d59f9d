import { progressOf, requestFile, type DownloadedFile } from '../file-download';
import { request } from '../http';
import { multipartBody } from '../multipart';
import {
  certificatesZipName,
  userLanguageListResponseSchema,
  type UserLanguage,
  type UserLanguageInput,
} from './language.schemas';

// The path id is the person's; the language is named in the body. Each change answers all of the
// person's languages.

// multipart: language_id, level and each new certificate as certificates[].
const languageForm = ({ language_id, level, certificates }: UserLanguageInput) =>
  multipartBody({ language_id, level, certificates });

export async function addUserLanguage(userId: number, input: UserLanguageInput): Promise<UserLanguage[]> {
  const body = await request(userLanguageListResponseSchema, {
    method: 'POST',
    url: `languages/${userId}`,
    data: languageForm(input),
  });
  return body.data;
}

// Laravel reads multipart bodies on POST only, hence the spoofed PATCH (SPEC §7).
export async function updateUserLanguage(userId: number, input: UserLanguageInput): Promise<UserLanguage[]> {
  const body = await request(userLanguageListResponseSchema, {
    method: 'POST',
    url: `languages/${userId}`,
    params: { _method: 'PATCH' },
    data: languageForm(input),
  });
  return body.data;
}

// Also deletes that language's certificates.
export async function deleteUserLanguage(userId: number, languageId: number): Promise<UserLanguage[]> {
  const body = await request(userLanguageListResponseSchema, {
    method: 'DELETE',
    url: `languages/${userId}`,
    data: { language_id: languageId },
  });
  return body.data;
}

// POST language-certificate/{userId} {language_id}: a ZIP of the language's certificates, saved under
// the Content-Disposition name, else '<Language> certificates.zip'.
export async function downloadLanguageCertificates(
  userId: number,
  language: { id: number; name: string },
  onProgress?: (fraction: number | null) => void,
): Promise<DownloadedFile> {
  const { blob, fileName } = await requestFile({
    method: 'POST',
    url: `language-certificate/${userId}`,
    mediaTypes: ['application/zip'],
    data: { language_id: language.id },
    onDownloadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
  });
  return { blob, fileName: fileName ?? certificatesZipName(language.name) };
}
