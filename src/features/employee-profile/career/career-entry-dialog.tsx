import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import { useCreateCareerEntry, useUpdateCareerEntry } from '@/api/career-history/career-history.mutations';
import {
  CAREER_NOTE_MAX,
  careerEntryFormOf,
  careerEntryFormSchema,
  careerEntryInputOf,
  emptyCareerEntryForm,
  type CareerEntry,
  type CareerEntryForm,
} from '@/api/career-history/career-history.schemas';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { DateField } from '@/components/form/date-field';
import { FormTextField } from '@/components/form/form-text-field';
import { EntryDialog } from '../components/entry-dialog';
import { ReferenceSelect } from '@/components/form/reference-select';
import type { CareerNames } from './use-career-names';

// Every field a 422 answer may name; anything else (user_id) goes to the message above the form.
const FIELDS = [
  'position_id',
  'department_id',
  'seniority_id',
  'start_date',
  'end_date',
  'note',
] as const satisfies readonly (keyof CareerEntryForm)[];

export type CareerEntryDialogProps = {
  userId: number;
  // null: a new step.
  entry: CareerEntry | null;
  names: CareerNames;
  onClose: () => void;
};

// Adds or edits one career step. A failed save keeps the dialog open with everything as typed.
export function CareerEntryDialog({ userId, entry, names, onClose }: CareerEntryDialogProps) {
  const create = useCreateCareerEntry(userId);
  const update = useUpdateCareerEntry(userId);
  const form = useForm<CareerEntryForm>({
    resolver: zodResolver(careerEntryFormSchema),
    defaultValues: entry ? careerEntryFormOf(entry) : emptyCareerEntryForm(),
  });
  const note = useWatch({ control: form.control, name: 'note' });

  const submit = form.handleSubmit(async (values) => {
    const input = careerEntryInputOf(userId, values);
    try {
      if (entry) await update.mutateAsync({ entryId: entry.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      // A 422 lands on its fields; anything else has had its toast.
      applyServerErrors(error, form.setError, FIELDS);
      return;
    }
    enqueueSnackbar(entry ? 'Career step saved' : 'Career step added', { variant: 'success' });
    onClose();
  });

  const { positions, departments, seniorities } = names;
  return (
    <EntryDialog
      open
      title={entry ? 'Edit career step' : 'Add career step'}
      onSubmit={submit}
      onClose={onClose}
      saving={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
    >
      <ReferenceSelect
        control={form.control}
        name="position_id"
        label="Position"
        options={positions.data}
        loading={positions.isLoading}
        failed={positions.isError}
      />
      <ReferenceSelect
        control={form.control}
        name="department_id"
        label="Department"
        options={departments.data}
        loading={departments.isLoading}
        failed={departments.isError}
      />
      <ReferenceSelect
        control={form.control}
        name="seniority_id"
        label="Seniority"
        options={seniorities.data}
        loading={seniorities.isLoading}
        failed={seniorities.isError}
      />
      <DateField control={form.control} name="start_date" label="Start date" required />
      <DateField
        control={form.control}
        name="end_date"
        label="End date"
        helperText="Leave empty while this is the current step."
      />
      <FormTextField
        control={form.control}
        name="note"
        label="Note"
        multiline
        minRows={2}
        fullWidth
        helperText={`${note.length}/${CAREER_NOTE_MAX} characters, e.g. the reason for the change.`}
        slotProps={{ htmlInput: { maxLength: CAREER_NOTE_MAX } }}
      />
    </EntryDialog>
  );
}
