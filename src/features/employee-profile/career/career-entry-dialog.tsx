import { zodResolver } from '@hookform/resolvers/zod';
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
import { DateRangeField } from '@/components/form/date-range-field';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { ReferenceSelect } from '@/components/form/reference-select';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
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

  const dialog = useFormDialogSubmit(form, {
    save: (values) => {
      const input = careerEntryInputOf(userId, values);
      return entry ? update.mutateAsync({ entryId: entry.id, input }) : create.mutateAsync(input);
    },
    fields: FIELDS,
    savedMessage: () => (entry ? 'Career step saved' : 'Career step added'),
    onClose,
  });

  const { positions, departments, seniorities } = names;
  return (
    <FormDialog open title={entry ? 'Edit career step' : 'Add career step'} {...dialog}>
      <ReferenceSelect control={form.control} name="position_id" label="Position" list={positions} />
      <ReferenceSelect control={form.control} name="department_id" label="Department" list={departments} />
      <ReferenceSelect control={form.control} name="seniority_id" label="Seniority" list={seniorities} />
      <DateRangeField
        control={form.control}
        startName="start_date"
        endName="end_date"
        required
        endRequired={false}
        endHelperText="Leave empty while this is the current step."
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
    </FormDialog>
  );
}
