import * as z from 'zod/mini';

// Texts as forms hold them: trimmed, with the API's length limit checked first and said one way.

export const tooLongMessage = (max: number): string => `Must be at most ${max} characters`;

// A text that must be given: `message` when it is blank.
export const requiredText = (message: string, max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLongMessage(max) }));

// A text that may be left blank ('').
export const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, { error: tooLongMessage(max) }));

// A long text kept as typed (notes, summaries: their spacing is the writer's), with its limit.
export const untrimmedText = (max: number) =>
  z.string().check(z.maxLength(max, { error: tooLongMessage(max) }));

// What a form's '' means on the wire: no value.
export const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
