import * as z from 'zod/mini';
import { fieldsOf } from '../common.schemas';
import { optionalDateText, periodChecks, requiredDateText } from '../dates.schemas';
import { optionalText, requiredText } from '../text.schemas';

// The API's limits, checked in the form first.
export const PROJECT_TITLE_MAX = 255;
export const PROJECT_CLIENT_MAX = 255;
export const PROJECT_DESCRIPTION_MAX = 5000;
export const PROJECT_TITLE_TAKEN_MESSAGE = 'The title has already been taken.';

// The new-project form (POST internal-projects, multipart). Input and output types are the same, so
// useForm<NewProjectForm> fits the resolver. contract: the signed contract, sent as files[].
export const newProjectFormSchema = z
  .object({
    title: requiredText('Title is required', PROJECT_TITLE_MAX),
    client: optionalText(PROJECT_CLIENT_MAX),
    status: z.string().check(z.minLength(1, { error: 'Status is required' })),
    currency: z.string().check(z.minLength(1, { error: 'Currency is required' })),
    project_manager_id: z.nullable(z.number().check(z.int())),
    start_date: requiredDateText('Start date is required'),
    end_date: optionalDateText(),
    description: optionalText(PROJECT_DESCRIPTION_MAX),
    contract: z.nullable(z.custom<File>()),
  })
  // An open-ended project has no end; one with an end cannot end before it starts.
  .check(...periodChecks());
export type NewProjectForm = z.infer<typeof newProjectFormSchema>;

// The fields a 422 may name (files and files.0 are the contract's: see useCreateProject).
export const NEW_PROJECT_FIELDS = fieldsOf(newProjectFormSchema);
