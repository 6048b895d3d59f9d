import * as z from 'zod/mini';
import { dataOf, fieldsOf, listOf, messageSchema } from '../common.schemas';
import { requiredText, untrimmedText } from '../text.schemas';
import { PROFILE_SECTION_LABELS } from '../profile-sections/profile-section.schemas';

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

// The profile sections a CV may include, in the order the PDF shows them.
export const CV_SECTION_KEYS = [
  'skills',
  'languages',
  'education',
  'experiences',
  'courses',
  'achievements',
  'projects',
  'career',
] as const;
export type CvSectionKey = (typeof CV_SECTION_KEYS)[number];

// A CV's parts are the profile's sections, named as the profile names them.
export const CV_SECTION_LABELS: Record<CvSectionKey, string> = PROFILE_SECTION_LABELS;

export const isCvSectionKey = (key: string): key is CvSectionKey =>
  (CV_SECTION_KEYS as readonly string[]).includes(key);

// Limits shared by the form and the mocked API (Laravel: cv_name max:255, variant max:50).
export const CV_NAME_MAX = 255;
export const CV_VARIANT_MAX = 50;
export const CV_SUMMARY_MAX = 5000;

// POST cv/{id}: an uploaded PDF replaces the generated one.
export const CV_FILE_TYPES = ['application/pdf'] as const;
export const CV_FILE_TYPE_DESCRIPTION = 'PDF';
export const CV_FILE_MAX_BYTES = 10 * 1024 * 1024;

// The create / edit form (POST cv, PUT cv/{id}).
export const cvFormSchema = z.object({
  cv_name: requiredText('CV name is required', CV_NAME_MAX),
  variant: requiredText('Variant is required', CV_VARIANT_MAX),
  summary: untrimmedText(CV_SUMMARY_MAX),
  sections: z.array(z.enum(CV_SECTION_KEYS)),
});
export type CvFormValues = z.infer<typeof cvFormSchema>;
// The fields a 422 of POST cv / PUT cv/{id} may name.
export const CV_FORM_FIELDS = fieldsOf(cvFormSchema);
export type CvInput = { cv_name: string; variant: string; summary: string; sections: CvSectionKey[] };
export type NewCv = CvInput & { user_id: number };

export const cvNameFormSchema = z.object({ cv_name: requiredText('CV name', CV_NAME_MAX) });
export type CvNameFormValues = z.infer<typeof cvNameFormSchema>;
export const cvVariantFormSchema = z.object({ variant: requiredText('Variant', CV_VARIANT_MAX) });
export type CvVariantFormValues = z.infer<typeof cvVariantFormSchema>;

export const cvResponseSchema = dataOf(cvSchema);
export const cvHistoryResponseSchema = listOf(cvHistoryEntrySchema);
export const cvDeletedSchema = messageSchema;

// POST cv/enhance/: a rewrite of the text to offer; nothing is saved.
export const cvEnhanceResponseSchema = dataOf(z.object({ suggestion: z.string() }));
export type CvEnhanceInput = { text: string; cv_id?: number };
