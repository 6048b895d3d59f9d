import * as z from 'zod/mini';
import { dataOf } from '../common.schemas';
import { optionalText } from '../text.schemas';

// The profile's brief intro: PATCH brief-intro/{id} { brief_intro } (null when blank).
export const BRIEF_INTRO_MAX_LENGTH = 1000;

export const briefIntroFormSchema = z.object({
  brief_intro: optionalText(BRIEF_INTRO_MAX_LENGTH),
});
export type BriefIntroInput = z.infer<typeof briefIntroFormSchema>;

export const briefIntroResponseSchema = dataOf(z.object({ brief_intro: z.nullable(z.string()) }));
