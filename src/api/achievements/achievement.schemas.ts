import * as z from 'zod/mini';
import {
  newFiles,
  optionalItemText,
  pastItemDate,
  requiredItemText,
} from '../attached-items/attached-item.schemas';
import { fieldsOf } from '../common.schemas';
import { mediaSchema } from '../media/media.schemas';

// An award, talk, publication or certification, with attachments.
export const achievementSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  achieved_at: z.nullable(z.string()),
  media: z.array(mediaSchema),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const ACHIEVEMENT_DESCRIPTION_MAX = 2000;

// The add/edit form: achieved_at '' when not known; files are the new attachments only.
export const achievementInputSchema = z.object({
  title: requiredItemText('Title is required'),
  description: optionalItemText(ACHIEVEMENT_DESCRIPTION_MAX),
  achieved_at: pastItemDate(),
  files: newFiles(),
});
export type AchievementInput = z.infer<typeof achievementInputSchema>;

// The form's fields a 422 may name (files.0 lands on files).
export const ACHIEVEMENT_FIELDS = fieldsOf(achievementInputSchema);
