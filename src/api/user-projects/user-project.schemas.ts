import * as z from 'zod/mini';
import { fieldsOf, listOf } from '../common.schemas';
import { mediaSchema } from '../media/media.schemas';
import { optionalDateText, periodChecks, requiredDateText } from '../dates.schemas';
import { optionalText, requiredText } from '../text.schemas';

// A project a person worked on (for the CV), with the skills used and attachments. end_date null: ongoing.
export const userProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  client: z.string(),
  role: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  industry_id: z.nullable(z.number()),
  skill_ids: z.array(z.number()),
  media: z.array(mediaSchema),
});
export type UserProject = z.infer<typeof userProjectSchema>;

// Every change answers with the person's projects after it, newest first (as the profile lists them).
export const userProjectListResponseSchema = listOf(userProjectSchema);

// The API's limits, checked in the form first.
export const PROJECT_TEXT_MAX = 255;
export const PROJECT_DESCRIPTION_MAX = 2000;

// The add/edit form. Input and output types are the same, so useForm<UserProjectForm> fits the resolver.
// files: new attachments (existing ones are listed, and removed, separately).
export const userProjectFormSchema = z
  .object({
    name: requiredText('Name is required', PROJECT_TEXT_MAX),
    client: optionalText(PROJECT_TEXT_MAX),
    role: optionalText(PROJECT_TEXT_MAX),
    description: optionalText(PROJECT_DESCRIPTION_MAX),
    start_date: requiredDateText('Start date is required'),
    end_date: optionalDateText(),
    industry_id: z.nullable(z.number().check(z.int())),
    skill_ids: z.array(z.number().check(z.int())),
    files: z.array(z.custom<File>()),
  })
  // An open project has no end; a finished one cannot end before it started.
  .check(...periodChecks());
export type UserProjectForm = z.infer<typeof userProjectFormSchema>;

// The form's fields a 422 may name (skill_ids.0 and files.0 land on their list's field).
export const USER_PROJECT_FORM_FIELDS = fieldsOf(userProjectFormSchema);
