import * as z from 'zod/mini';

// A CV of one person (SPEC §3: id, cv_name, variant). sections: which profile sections it includes;
// has_file: an uploaded PDF replaces the generated one.
export const cvSchema = z.object({
  id: z.number(),
  cv_name: z.string(),
  variant: z.string(),
  summary: z.string(),
  sections: z.array(z.string()),
  has_file: z.boolean(),
  updated_at: z.string(),
});
export type Cv = z.infer<typeof cvSchema>;

// GET cv/history/{id}: what happened to a CV, newest first.
export const cvHistoryEntrySchema = z.object({
  id: z.number(),
  cv_id: z.number(),
  action: z.string(),
  detail: z.string(),
  changed_by: z.string(),
  changed_at: z.string(),
});
export type CvHistoryEntry = z.infer<typeof cvHistoryEntrySchema>;

// Variants people pick from; the API takes any text.
export const CV_VARIANTS = ['Standard', 'Short', 'Detailed', 'Anonymous'] as const;
