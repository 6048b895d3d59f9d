import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { isApiError, withFieldErrors, type FieldErrors } from '@/api/api-error';
import {
  ALLOCATION_FORM_FIELDS,
  ALLOCATION_NOTE_MAX,
  allocationCreateOf,
  allocationFieldOf,
  allocationFormSchema,
  emptyAllocationForm,
  type AllocationForm,
} from '@/api/traffic/allocation-form.schemas';
import type { TrafficRow } from '@/api/traffic/traffic.schemas';
import { DateRangeField } from '@/components/form/date-range-field';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { OptionSelect } from '@/components/form/option-select';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { emptyBatch, type AllocationBatch } from '@/lib/traffic-conflicts';
import type { BatchOutcome } from '@/components/grid/use-undo-batches';
import { useTrafficProjectOptions } from '../shared/traffic-project-options';

// A refusal's `creates.0.start_date` onto the form's own fields.
function mapRefusal(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const fields: FieldErrors = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = allocationFieldOf(key);
    fields[field] = [...(fields[field] ?? []), ...messages];
  }
  return withFieldErrors(error, fields);
}

// Puts a person on a project for some days: a share of the day (50, 50 %) or hours (4:00), tentative
// or confirmed, with a note; saved through the batch call, so it can be undone like any edit.
export function AddAllocationDialog({
  people,
  period,
  onClose,
  onSave,
}: {
  people: readonly TrafficRow[];
  period: { from: string; to: string };
  onClose: () => void;
  onSave: (batch: AllocationBatch, label: string) => Promise<BatchOutcome>;
}) {
  const form = useForm<AllocationForm>({
    resolver: zodResolver(allocationFormSchema),
    defaultValues: emptyAllocationForm(period.from, period.to),
  });
  const { control } = form;
  const [start, end] = useWatch({ control, name: ['start_date', 'end_date'] });
  const projects = useTrafficProjectOptions({ start, end });
  const personOptions = people.map((row) => ({ value: String(row.user.id), label: row.user.name }));

  const dialog = useFormDialogSubmit(form, {
    fields: ALLOCATION_FORM_FIELDS,
    mapError: mapRefusal,
    onClose,
    savedMessage: () => 'Allocation added',
    save: async (values) => {
      const person = people.find((row) => String(row.user.id) === values.user_id)?.user.name ?? 'someone';
      const project =
        projects.options.find((option) => option.value === values.internal_project_id)?.label ?? 'a project';
      const outcome = await onSave(
        { ...emptyBatch(), creates: [allocationCreateOf(values)] },
        `Add ${project} for ${person}`,
      );
      if (!outcome.ok) throw outcome.error;
    },
  });

  return (
    <FormDialog open title="Add allocation" submitLabel="Add" {...dialog}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <OptionSelect control={control} name="user_id" label="Person" options={personOptions} required />
        <OptionSelect
          control={control}
          name="internal_project_id"
          label="Project"
          options={projects.options}
          required
          disabled={projects.isPending}
          helperText="Projects not running on the dates chosen are greyed"
        />
        <DateRangeField control={control} startName="start_date" endName="end_date" required endRequired />
        <FormTextField
          control={control}
          name="time"
          label="Time per day"
          required
          helperText="50 or 50 % of an 8:00 day, or hours a day as 4:00"
        />
        <Controller
          control={control}
          name="tentative"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label="Tentative"
            />
          )}
        />
        <FormTextField
          control={control}
          name="note"
          label="Note"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: ALLOCATION_NOTE_MAX } }}
        />
      </Stack>
    </FormDialog>
  );
}
