import * as z from 'zod/mini';

export const impersonationStartSchema = z.object({
  url: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
});
export type ImpersonationStart = z.infer<typeof impersonationStartSchema>;
