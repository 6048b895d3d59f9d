import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useAddExperience, useUpdateExperience } from '@/api/experiences/experience.mutations';
import {
  EXPERIENCE_DESCRIPTION_MAX,
  EXPERIENCE_FORM_FIELDS,
  experienceFormOf,
  experienceFormSchema,
  type Experience,
  type ExperienceForm,
} from '@/api/experiences/experience.schemas';
import { DateRangeField } from '@/components/form/date-range-field';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { IndustryField } from './industry-field';

export type ExperienceDialogProps = {
  userId: number;
  // null: a new experience.
  entry: Experience | null;
  onClose: () => void;
};

// Adds or edits one experience. Mounted while open, so it always starts from the entry as saved.
export function ExperienceDialog({ userId, entry, onClose }: ExperienceDialogProps) {
  const add = useAddExperience(userId);
  const update = useUpdateExperience(userId);
  const form = useForm<ExperienceForm>({
    resolver: zodResolver(experienceFormSchema),
    defaultValues: experienceFormOf(entry),
  });

  const dialog = useFormDialogSubmit(form, {
    save: (values) => (entry ? update.mutateAsync({ id: entry.id, values }) : add.mutateAsync(values)),
    fields: EXPERIENCE_FORM_FIELDS,
    savedMessage: () => (entry ? 'Experience saved' : 'Experience added'),
    onClose,
  });

  return (
    <FormDialog open title={entry ? 'Edit experience' : 'Add experience'} {...dialog}>
      <FormTextField control={form.control} name="position" label="Position" required autoFocus />
      <FormTextField control={form.control} name="company" label="Company" required />
      <IndustryField control={form.control} name="industry_id" disabled={dialog.saving} />
      <DateRangeField
        control={form.control}
        startName="start_date"
        endName="end_date"
        required
        ongoing={{ name: 'ongoing', label: 'I still work here' }}
        disabled={dialog.saving}
      />
      <FormTextField
        control={form.control}
        name="description"
        label="Description"
        multiline
        minRows={3}
        helperText={`What they did there; up to ${EXPERIENCE_DESCRIPTION_MAX} characters.`}
      />
    </FormDialog>
  );
}
