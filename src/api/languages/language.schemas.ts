import * as z from 'zod/mini';
import { namedItemSchema } from '../common.schemas';
import { mediaSchema } from '../media/media.schemas';

// GET languages and GET language-levels: reference lists ({data: [{id, name}]}).
export const languageSchema = namedItemSchema;
export const languageLevelSchema = namedItemSchema;

// A language a person speaks: level is a language-level id; certificates are stored files.
export const userLanguageSchema = z.object({
  language_id: z.number(),
  level: z.number(),
  certificates: z.array(mediaSchema),
});
export type UserLanguage = z.infer<typeof userLanguageSchema>;
