import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useAddEducation, useUpdateEducation } from '@/api/education/education.mutations';
import {
  EDUCATION_FORM_FIELDS,
  educationFormOf,
  educationFormSchema,
  type Education,
  type EducationForm,
} from '@/api/education/education.schemas';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormTextField } from '@/components/form/form-text-field';
import { DEGREES } from '@/lib/constants';
import { EntryDialog } from '../components/entry-dialog';
import { PeriodFields } from '../components/period-fields';

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

  const submit = form.handleSubmit(async (values) => {
    try {
      if (entry) await update.mutateAsync({ id: entry.id, values });
      else await add.mutateAsync(values);
    } catch (error) {
      // A 422 lands on its fields; anything else has had its toast. Every value stays as typed.
      applyServerErrors(error, form.setError, EDUCATION_FORM_FIELDS);
      return;
    }
    enqueueSnackbar(entry ? 'Education saved' : 'Education added', { variant: 'success' });
    onClose();
  });

  const saving = form.formState.isSubmitting;
  return (
    <EntryDialog
      open
      title={entry ? 'Edit education' : 'Add education'}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      error={form.formState.errors.root?.server?.message}
    >
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
      <PeriodFields control={form.control} ongoingLabel="I still study here" disabled={saving} />
    </EntryDialog>
  );
}
