import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { format, parseISO } from 'date-fns';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { isApiError, withFieldErrors } from '@/api/api-error';
import {
  TIME_OFF_TYPES,
  type TimeOff,
  type TimeOffInput,
  type TimeOffPreviewInput,
  type TimeOffType,
} from '@/api/time-offs/time-off.schemas';
import { useCreateTimeOff, useUpdateTimeOff } from '@/api/time-offs/time-off.mutations';
import { isPreviewable, useTimeOffPreview } from '@/api/time-offs/time-off.queries';
import { DateRangeField } from '@/components/form/date-range-field';
import { FileField } from '@/components/form/file-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { timeOffTypeLabel } from '@/lib/time-off-labels';
import {
  ATTACHMENT_RULES,
  dayRowsFor,
  dayRowsOf,
  emptyTimeOffForm,
  formFieldOfServerKey,
  isTooLongToList,
  partialDaysOf,
  sameDates,
  timeOffFormSchema,
  workingDatesOf,
  type DayRow,
  type TimeOffForm,
} from '@/lib/time-off-form';
import { DayPartsField } from './day-parts-field';
import { PersonPicker } from './person-picker';
import { PreviewPanel } from './preview-panel';
import { useDebouncedValue } from '@/components/hooks/use-debounced-value';
import { usePickerDays } from './use-picker-days';
import { usePreviewErrors } from './use-preview-errors';
import { useTimeOffActor } from './use-time-off-actor';

export type RequestFormTarget =
  { kind: 'new'; start: string | null; userId: number | null } | { kind: 'edit'; request: TimeOff };

export type RequestFormDialogProps = { target: RequestFormTarget; onClose: () => void };

const PREVIEW_DELAY_MS = 300;
const BASE_FIELDS = ['user_id', 'type', 'start_date', 'end_date', 'note', 'attachment'];

const holidayDatesOf = (skipped: readonly { date: string; reason: string }[]) =>
  skipped.filter((day) => day.reason === 'holiday').map((day) => day.date);

function defaultsOf(target: RequestFormTarget): TimeOffForm {
  if (target.kind === 'new') return emptyTimeOffForm(target.start ?? '', target.userId);
  const { request } = target;
  const dates = workingDatesOf(request.start_date, request.end_date, holidayDatesOf(request.skipped));
  return {
    user_id: request.user.id,
    type: request.type,
    start_date: request.start_date,
    end_date: request.end_date,
    days: dayRowsOf(dates, request.partial_days),
    note: request.note ?? '',
    attachment: null,
  };
}

const isType = (value: string): value is TimeOffType => (TIME_OFF_TYPES as readonly string[]).includes(value);

function inputOf(values: TimeOffForm, canPickPerson: boolean): TimeOffInput {
  return {
    ...(canPickPerson && values.user_id ? { user_id: values.user_id } : {}),
    type: isType(values.type) ? values.type : 'vacation',
    start_date: values.start_date,
    end_date: values.end_date,
    partial_days: partialDaysOf(values.days),
    note: values.note.trim() || null,
    attachment: values.attachment,
  };
}

// A 422 about the Nth day not taken whole lands on that day's row.
function onDayRows(error: unknown, rows: readonly DayRow[]) {
  if (!isApiError(error)) return error;
  const keyed = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([key, messages]) => [formFieldOfServerKey(key, rows), messages]),
  );
  return withFieldErrors(error, keyed);
}

// A new request, or a pending one edited: type, days (each whole, half or some hours), note and a
// file, with a live preview of what it costs and whom it goes to.
export function RequestFormDialog({ target, onClose }: RequestFormDialogProps) {
  // A manager may file time off for someone else.
  const { actor, today } = useTimeOffActor();
  const canPickPerson = actor.canManage;
  const create = useCreateTimeOff();
  const update = useUpdateTimeOff();
  const form = useForm<TimeOffForm>({
    resolver: zodResolver(timeOffFormSchema),
    defaultValues: defaultsOf(target),
  });
  const { control } = form;
  // What the preview and the day rows read; the note and the file re-render only their own fields.
  const [userId, type, start, end, days] = useWatch({
    control,
    name: ['user_id', 'type', 'start_date', 'end_date', 'days'],
  });
  const values = useMemo(
    (): TimeOffForm => ({
      user_id: userId,
      type,
      start_date: start,
      end_date: end,
      days,
      note: '',
      attachment: null,
    }),
    [userId, type, start, end, days],
  );
  const editingId = target.kind === 'edit' ? target.request.id : null;
  const personId =
    target.kind === 'edit' ? target.request.user.id : ((canPickPerson ? userId : null) ?? actor.id);
  const pickerDays = usePickerDays({ personId, own: personId === actor.id, start, today, editingId });

  const previewInput: TimeOffPreviewInput = useMemo(() => {
    // The note changes nothing the preview works out, so it is not sent with it.
    const { attachment: _file, ...input } = inputOf(values, canPickPerson);
    return { ...input, ...(editingId ? { id: editingId } : {}) };
  }, [values, canPickPerson, editingId]);
  const settled = useDebouncedValue(previewInput, PREVIEW_DELAY_MS);
  // Asked for once a type is chosen and the typing has settled on it.
  const ready = isType(values.type) && settled.type === values.type && isPreviewable(settled);
  const preview = useTimeOffPreview(settled, { enabled: ready });

  // The days of the range, without weekends and the holidays the preview names.
  const holidays = useMemo(
    () => holidayDatesOf(preview.data?.skipped ?? (target.kind === 'edit' ? target.request.skipped : [])),
    [preview.data, target],
  );
  const dates = useMemo(
    () => workingDatesOf(values.start_date, values.end_date, holidays),
    [values.start_date, values.end_date, holidays],
  );
  useEffect(() => {
    const rows = form.getValues('days');
    if (!sameDates(rows, dates)) form.setValue('days', dayRowsFor(dates, rows), { shouldDirty: true });
  }, [dates, form]);
  const namedHolidays = (preview.data?.skipped ?? []).filter((day) => day.reason === 'holiday');

  const fields = [
    ...BASE_FIELDS,
    ...values.days.flatMap((_row, index) => [`days.${index}.choice`, `days.${index}.hours`]),
  ];
  usePreviewErrors(form, preview.error, fields);

  const dialog = useFormDialogSubmit(form, {
    save: (submitted) => {
      const input = inputOf(submitted, canPickPerson);
      return editingId ? update.mutateAsync({ id: editingId, values: input }) : create.mutateAsync(input);
    },
    fields,
    mapError: (error, submitted) => onDayRows(error, submitted.days),
    savedMessage: () => (editingId ? 'Request saved' : 'Request sent for approval'),
    onClose,
  });

  const stored = target.kind === 'edit' ? target.request.attachment : null;
  return (
    <FormDialog
      open
      title={editingId ? 'Edit time-off request' : 'New time-off request'}
      submitLabel={editingId ? 'Save' : 'Send request'}
      {...dialog}
    >
      {canPickPerson ? <PersonPicker control={control} /> : null}
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label="Type"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {TIME_OFF_TYPES.map((code) => (
              <MenuItem key={code} value={code}>
                {timeOffTypeLabel(code)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <DateRangeField
        control={control}
        startName="start_date"
        endName="end_date"
        startLabel="First day"
        endLabel="Last day"
        required
        {...pickerDays}
      />
      {namedHolidays.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          Public holidays in the range (not counted):{' '}
          {namedHolidays
            .map((day) => `${format(parseISO(day.date), 'EEE d MMM')} ${day.name ?? ''}`.trim())
            .join(', ')}
        </Typography>
      ) : null}
      <DayPartsField control={control} tooLong={isTooLongToList(values.start_date, values.end_date)} />
      <Controller
        control={control}
        name="note"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Note"
            multiline
            minRows={2}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="attachment"
        render={({ field, fieldState }) => (
          <FileField
            label="Attachment"
            buttonLabel={stored ? 'Replace attachment' : 'Attach a file'}
            {...ATTACHMENT_RULES}
            accept={[...ATTACHMENT_RULES.accept]}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            helperText={
              stored && !field.value
                ? `Stored: ${stored.name}. A sick note, for example: PDF or image, up to 5 MB.`
                : 'A sick note, for example: PDF or image, up to 5 MB.'
            }
          />
        )}
      />
      <PreviewPanel preview={preview} ready={ready} />
    </FormDialog>
  );
}
