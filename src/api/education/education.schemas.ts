import * as z from 'zod/mini';
import { DEGREES } from '@/lib/constants';
import { fieldsOf, listOf } from '../common.schemas';
import { optionalDateText, periodChecks, requiredDateText } from '../dates.schemas';
import { optionalText, requiredText } from '../text.schemas';

// One degree a person holds or studies for (Bachelor, Masters or Phd, SPEC §9). end_date null: ongoing.
export const educationSchema = z.object({
  id: z.number(),
  institution: z.string(),
  degree: z.enum(DEGREES),
  field_of_study: z.string(),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
});
export type Education = z.infer<typeof educationSchema>;

// Every change answers with the person's education after it, newest first (as the profile lists it).
export const educationListResponseSchema = listOf(educationSchema);

// The API's limit, checked in the form first.
export const EDUCATION_TEXT_MAX = 255;

export const END_DATE_REQUIRED_MESSAGE = 'End date is required, or tick “I still study here”';

// The add/edit form. Input and output types are the same, so useForm<EducationForm> fits the resolver.
// degree '' is "not chosen yet"; ongoing: still studying, so no end date is sent.
export const educationFormSchema = z
  .object({
    institution: requiredText('Institution is required', EDUCATION_TEXT_MAX),
    degree: z
      .enum(['', ...DEGREES])
      .check(z.refine((value) => value !== '', { error: 'Degree is required' })),
    field_of_study: optionalText(EDUCATION_TEXT_MAX),
    start_date: requiredDateText('Start date is required'),
    end_date: optionalDateText(),
    ongoing: z.boolean(),
  })
  .check(...periodChecks({ endRequiredMessage: END_DATE_REQUIRED_MESSAGE }));
export type EducationForm = z.infer<typeof educationFormSchema>;

// The form's fields a 422 may name: not ongoing, which the form keeps to itself (it only decides
// whether end_date is sent).
export const EDUCATION_FORM_FIELDS = fieldsOf(educationFormSchema).filter((field) => field !== 'ongoing');

export function educationFormOf(entry: Education | null): EducationForm {
  return {
    institution: entry?.institution ?? '',
    degree: entry?.degree ?? '',
    field_of_study: entry?.field_of_study ?? '',
    start_date: entry?.start_date ?? '',
    end_date: entry?.end_date ?? '',
    ongoing: entry !== null && entry.end_date === null,
  };
}
