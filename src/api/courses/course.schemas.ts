import * as z from 'zod/mini';
import {
  newFiles,
  optionalItemText,
  pastItemDate,
  requiredItemText,
} from '../attached-items/attached-item.schemas';
import { fieldsOf } from '../common.schemas';
import { mediaSchema } from '../media/media.schemas';

// A course a person took, with its certificates or notes as attachments.
export const courseSchema = z.object({
  id: z.number(),
  name: z.string(),
  provider: z.string(),
  completed_at: z.nullable(z.string()),
  media: z.array(mediaSchema),
});
export type Course = z.infer<typeof courseSchema>;

// The add/edit form: completed_at '' when not known; files are the new attachments only.
export const courseInputSchema = z.object({
  name: requiredItemText('Name is required'),
  provider: optionalItemText(),
  completed_at: pastItemDate(),
  files: newFiles(),
});
export type CourseInput = z.infer<typeof courseInputSchema>;

// The form's fields a 422 may name (files.0 lands on files).
export const COURSE_FIELDS = fieldsOf(courseInputSchema);
