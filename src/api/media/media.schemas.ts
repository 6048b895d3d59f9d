import * as z from 'zod/mini';

// A stored file (course or achievement attachment, language certificate, project file), as the
// profile lists it; its bytes come from GET media/{id}.
export const mediaSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number(),
  created_at: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;
