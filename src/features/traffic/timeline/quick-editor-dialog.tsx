import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError, isApiError } from '@/api/api-error';
import {
  QUICK_EDITOR_FIELDS,
  quickEditorCreateOf,
  quickEditorEditOf,
  quickEditorFieldOf,
  quickEditorSchema,
  type QuickEditorForm,
} from '@/api/traffic/quick-editor.schemas';
import type { TrafficAllocation } from '@/api/traffic/traffic.schemas';
import { DateRangeField } from '@/components/form/date-range-field';
import { DayShareFields, followDayShare } from '@/components/form/day-share-fields';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { formatDuration } from '@/lib/duration';
import { TERM_NOTE_MAX, hoursPerDayText, percentageForHours } from '@/lib/term-form';
import type { AllocationBatch } from '@/lib/traffic-conflicts';
import { projectRangeProblem } from '@/lib/traffic-edits';
import { dayRangeText } from '@/lib/traffic-timeline-text';
import type { BatchOutcome } from '@/components/grid/use-undo-batches';

export type EditorTarget =
  | { mode: 'create'; userId: number; person: string; start: string; end: string; freeMinutes: number | null }
  | { mode: 'edit'; person: string; allocation: TrafficAllocation };

export type QuickEditorProps = {
  target: EditorTarget;
  projects: readonly { id: number; title: string; start_date: string; end_date: string | null }[];
  onSave: (batch: AllocationBatch, label: string) => Promise<BatchOutcome>;
  onClose: () => void;
};

function defaultsOf(target: EditorTarget): QuickEditorForm {
  if (target.mode === 'edit') {
    const { allocation } = target;
    return {
      project: String(allocation.internal_project_id),
      start_date: allocation.start_date,
      end_date: allocation.end_date,
      basis: 'hours',
      hours_per_day: allocation.hours_per_day,
      percentage: allocation.percentage,
      tentative: allocation.status === 'tentative',
      note: allocation.note ?? '',
    };
  }
  // Prefilled with what the range has free (its tightest working day), as Float does.
  const hours = target.freeMinutes && target.freeMinutes > 0 ? hoursPerDayText(target.freeMinutes) : '';
  return {
    project: '',
    start_date: target.start,
    end_date: target.end,
    basis: 'hours',
    hours_per_day: hours,
    percentage: percentageForHours(hours),
    tentative: false,
    note: '',
  };
}

// A 422 of the batch names its part ("creates.0.start_date"): said at the form's own field.
function onFormFields(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([key, messages]) => [quickEditorFieldOf(key), messages]),
  );
  return new ApiError({ status: error.status, message: error.message, fieldErrors, cause: error });
}

// The timeline's quick editor: a new allocation over the marked or dragged days (prefilled with the free
// time), or an existing one. Saved as one batch, drawn at once; a refusal keeps the form as typed.
export function QuickEditorDialog({ target, projects, onSave, onClose }: QuickEditorProps) {
  const form = useForm<QuickEditorForm>({
    resolver: zodResolver(quickEditorSchema),
    defaultValues: defaultsOf(target),
  });
  const { control } = form;
  const [startDate, endDate] = useWatch({ control, name: ['start_date', 'end_date'] });

  // Hours and share of the day follow each other; the one typed last is sent.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type, values }) => {
          if (type === 'change') followDayShare(form, name, values);
        },
      }),
    [form],
  );

  const dialog = useFormDialogSubmit(form, {
    save: async (values) => {
      const title = projects.find((project) => String(project.id) === values.project)?.title ?? 'allocation';
      const range = dayRangeText(values.start_date, values.end_date);
      let batch: AllocationBatch;
      if (target.mode === 'create') {
        batch = { creates: [quickEditorCreateOf(values, target.userId)], changes: [], deletes: [] };
      } else {
        batch = quickEditorEditOf(target.allocation, values, target.allocation.user_id);
        if (batch.creates.length + batch.changes.length + batch.deletes.length === 0) return;
      }
      const verb = target.mode === 'create' ? 'Added' : 'Changed';
      const outcome = await onSave(batch, `${verb} ${title} for ${target.person}, ${range}`);
      if (!outcome.ok) throw outcome.error;
    },
    fields: QUICK_EDITOR_FIELDS,
    mapError: onFormFields,
    savedMessage: () => (target.mode === 'create' ? 'Allocation added' : 'Allocation saved'),
    onClose,
  });

  const free =
    target.mode === 'create'
      ? target.freeMinutes === null
        ? 'These days hold no working day.'
        : `Free in these days: ${formatDuration(target.freeMinutes)} a day at most.`
      : null;

  return (
    <FormDialog
      open
      title={
        target.mode === 'create'
          ? `New allocation for ${target.person}`
          : `Edit the allocation of ${target.person}`
      }
      {...dialog}
    >
      {free ? (
        <Typography variant="body2" color="text.secondary">
          {free}
        </Typography>
      ) : null}
      <FormTextField control={control} name="project" label="Project" select required fullWidth>
        {projects.map((project) => {
          // A project that does not run over the dates is offered but not choosable, saying why.
          const problem = projectRangeProblem(project, startDate, endDate);
          return (
            <MenuItem key={project.id} value={String(project.id)} disabled={problem !== null}>
              {problem ? `${project.title} (${problem})` : project.title}
            </MenuItem>
          );
        })}
      </FormTextField>
      <DayShareFields control={control} />
      <DateRangeField
        control={control}
        startName="start_date"
        endName="end_date"
        startLabel="From"
        endLabel="To"
        required
      />
      <Controller
        control={control}
        name="tentative"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Tentative (not confirmed yet)"
          />
        )}
      />
      <FormTextField
        control={control}
        name="note"
        label="Note"
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: TERM_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
