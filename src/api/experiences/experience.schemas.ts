import * as z from 'zod/mini';
import { fieldsOf, listOf } from '../common.schemas';
import { optionalDateText, periodChecks, requiredDateText } from '../dates.schemas';
import { optionalText, requiredText } from '../text.schemas';

// Work before this company. end_date null: still there.
export const experienceSchema = z.object({
  id: z.number(),
  company: z.string(),
  position: z.string(),
  industry_id: z.nullable(z.number()),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  description: z.string(),
});
export type Experience = z.infer<typeof experienceSchema>;

// Every change answers with the person's experiences after it, newest first (as the profile lists them).
export const experienceListResponseSchema = listOf(experienceSchema);

// The API's limits, checked in the form first.
export const EXPERIENCE_TEXT_MAX = 255;
export const EXPERIENCE_DESCRIPTION_MAX = 2000;

export const END_DATE_REQUIRED_MESSAGE = 'End date is required, or tick “I still work here”';

// The add/edit form. Input and output types are the same, so useForm<ExperienceForm> fits the resolver.
// ongoing: still working there, so no end date is sent.
export const experienceFormSchema = z
  .object({
    company: requiredText('Company is required', EXPERIENCE_TEXT_MAX),
    position: requiredText('Position is required', EXPERIENCE_TEXT_MAX),
    industry_id: z.nullable(z.number().check(z.int())),
    start_date: requiredDateText('Start date is required'),
    end_date: optionalDateText(),
    ongoing: z.boolean(),
    description: optionalText(EXPERIENCE_DESCRIPTION_MAX),
  })
  .check(...periodChecks({ endRequiredMessage: END_DATE_REQUIRED_MESSAGE }));
export type ExperienceForm = z.infer<typeof experienceFormSchema>;

// The form's fields a 422 may name: not ongoing, which the form keeps to itself (it only decides
// whether end_date is sent).
export const EXPERIENCE_FORM_FIELDS = fieldsOf(experienceFormSchema).filter((field) => field !== 'ongoing');

export function experienceFormOf(entry: Experience | null): ExperienceForm {
  return {
    company: entry?.company ?? '',
    position: entry?.position ?? '',
    industry_id: entry?.industry_id ?? null,
    start_date: entry?.start_date ?? '',
    end_date: entry?.end_date ?? '',
    ongoing: entry !== null && entry.end_date === null,
    description: entry?.description ?? '',
  };
}
