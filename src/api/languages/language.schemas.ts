import * as z from 'zod/mini';
import { listOf, namedItemSchema } from '../common.schemas';
import { mediaSchema } from '../media/media.schemas';

// GET languages and GET language-levels: reference lists ({data: [{id, name, order}]}).
export const languageSchema = namedItemSchema;
export const languageLevelSchema = namedItemSchema;

// A language a person speaks: level is a language-level id; certificates are stored files.
export const userLanguageSchema = z.object({
  language_id: z.number(),
  level: z.number(),
  certificates: z.array(mediaSchema),
});
export type UserLanguage = z.infer<typeof userLanguageSchema>;

// POST, POST ?_method=PATCH and DELETE languages/{userId} answer with all of the person's languages.
export const userLanguageListResponseSchema = listOf(userLanguageSchema);

// What adding or changing a language sends: new certificates are added to those already there.
export type UserLanguageInput = { language_id: number; level: number; certificates: readonly File[] };

// The add/edit form: nothing is chosen at first, so the language and the level start as null.
const requiredChoice = (message: string) =>
  z.pipe(z.nullable(z.number()), z.number({ error: message }).check(z.int()));

export const userLanguageFormSchema = z.object({
  language_id: requiredChoice('Language is required'),
  level: requiredChoice('Level is required'),
  // FilesField has already refused wrong types and sizes.
  certificates: z.array(z.custom<File>((value) => typeof value === 'object' && value !== null)),
});
export type UserLanguageFormInput = z.input<typeof userLanguageFormSchema>;

// The certificates ZIP when the response names none (SPEC §7 names files after what they hold).
export const certificatesZipName = (languageName: string) => `${languageName} certificates.zip`;
