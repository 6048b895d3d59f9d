import * as z from 'zod/mini';

// A reason someone must give (a rejection's, say): not blank, and no longer than the server keeps.
export const reasonFormSchema = (requiredMessage: string, maxLength: number) =>
  z.object({
    comment: z.string().check(
      z.refine((value) => value.trim().length > 0, requiredMessage),
      z.maxLength(maxLength, `At most ${maxLength} characters.`),
    ),
  });

export type ReasonFormSchema = ReturnType<typeof reasonFormSchema>;
export type ReasonForm = z.infer<ReasonFormSchema>;
