import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useForm } from 'react-hook-form';
import { useAddEducation, useUpdateEducation } from '@/api/education/education.mutations';
import {
  EDUCATION_FORM_FIELDS,
  educationFormOf,
  educationFormSchema,
  type Education,
  type EducationForm,
} from '@/api/education/education.schemas';
import { DateRangeField } from '@/components/form/date-range-field';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { DEGREES } from '@/lib/constants';

export type EducationDialogProps = {
  userId: number;
  // null: a new entry.
  entry: Education | null;
  onClose: () => void;
};

// Adds or edits one education entry. Mounted while open, so it always starts from the entry as saved.
export function EducationDialog({ userId, entry, onClose }: EducationDialogProps) {
  const add = useAddEducation(userId);
  const update = useUpdateEducation(userId);
  const form = useForm<EducationForm>({
    resolver: zodResolver(educationFormSchema),
    defaultValues: educationFormOf(entry),
  });

  const dialog = useFormDialogSubmit(form, {
    save: (values) => (entry ? update.mutateAsync({ id: entry.id, values }) : add.mutateAsync(values)),
    fields: EDUCATION_FORM_FIELDS,
    savedMessage: () => (entry ? 'Education saved' : 'Education added'),
    onClose,
  });

  return (
    <FormDialog open title={entry ? 'Edit education' : 'Add education'} {...dialog}>
      <FormTextField control={form.control} name="institution" label="Institution" required autoFocus />
      <FormTextField control={form.control} name="degree" label="Degree" select required>
        {DEGREES.map((degree) => (
          <MenuItem key={degree} value={degree}>
            {degree}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={form.control}
        name="field_of_study"
        label="Field of study"
        helperText="e.g. Computer Science"
      />
      <DateRangeField
        control={form.control}
        startName="start_date"
        endName="end_date"
        required
        ongoing={{ name: 'ongoing', label: 'I still study here' }}
        disabled={dialog.saving}
      />
    </FormDialog>
  );
}
