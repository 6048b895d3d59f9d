import * as z from 'zod/mini';

// The profile's brief intro: PATCH brief-intro/{id} { brief_intro } (null when blank).
export const BRIEF_INTRO_MAX_LENGTH = 1000;
export const BRIEF_INTRO_TOO_LONG_MESSAGE = `Must be at most ${BRIEF_INTRO_MAX_LENGTH} characters`;

export const briefIntroFormSchema = z.object({
  brief_intro: z
    .string()
    .check(z.trim(), z.maxLength(BRIEF_INTRO_MAX_LENGTH, { error: BRIEF_INTRO_TOO_LONG_MESSAGE })),
});
export type BriefIntroInput = z.infer<typeof briefIntroFormSchema>;

export const briefIntroResponseSchema = z.object({
  data: z.object({ brief_intro: z.nullable(z.string()) }),
});
