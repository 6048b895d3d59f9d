import { z } from 'zod';

export const impersonationStartSchema = z.object({ url: z.string().min(1), token: z.string().min(1) });
export type ImpersonationStart = z.infer<typeof impersonationStartSchema>;
