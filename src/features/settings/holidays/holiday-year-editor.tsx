import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isWeekend, parseISO } from 'date-fns';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useMemo, useState } from 'react';
import { useSaveHolidayYear } from '@/api/public-holidays/public-holiday.mutations';
import { FormError } from '@/components/form/form-error';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import {
  changesOf,
  withAddedHolidayDeleted,
  withHolidayAdded,
  withHolidayRemoved,
  withHolidayRestored,
  workingDaysByMonth,
  type HolidayYear,
} from '@/lib/holiday-calendar';
import { AddHolidayDialog } from './add-holiday-dialog';
import { HolidayDayList, type HolidayAction } from './holiday-day-list';
import { countryName, longDate, workingDaysText } from './holiday-labels';
import { NO_SAVE_ERRORS, saveErrorsOf, type SaveErrors } from './save-errors';
import { YearCalendar } from './year-calendar';

type OpenDialog = { kind: 'add' } | { kind: 'discard' } | { kind: 'confirm'; action: HolidayAction };

// A day off taken away: a weekday becomes a working day; a weekend stays a weekend.
const whatRemovalDoes = (date: string, place: string) =>
  isWeekend(parseISO(date))
    ? `${longDate(date)} is a weekend day: no working day changes once you save.`
    : `${longDate(date)} becomes a working day in ${place} once you save.`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Props = {
  country: string;
  year: number;
  // The year as stored, and as edited (the same until something changes).
  saved: HolidayYear;
  calendar: HolidayYear;
  dirty: boolean;
  onChange: (calendar: HolidayYear) => void;
  onSaved: () => void;
};

// One country's year: the calendar with each month's working days, the days with their changes, and
// Save, which sends every change at once. A refusal keeps the changes and says where it stuck.
export function HolidayYearEditor({ country, year, saved, calendar, dirty, onChange, onSaved }: Props) {
  const save = useSaveHolidayYear();
  const [errors, setErrors] = useState<SaveErrors>(NO_SAVE_ERRORS);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const edit = (next: HolidayYear) => {
    setErrors(NO_SAVE_ERRORS);
    onChange(next);
  };

  const months = useMemo(
    () =>
      workingDaysByMonth(
        year,
        calendar.holidays.map((day) => day.date),
      ),
    [year, calendar],
  );
  const total = months.reduce((sum, days) => sum + days, 0);
  const generated = calendar.holidays.filter((day) => day.source !== 'added');
  const easter = generated.filter((day) => day.source === 'easter').length;
  const added = calendar.holidays.length - generated.length;
  const place = countryName(country);

  const submit = () => {
    const changes = { country, year, ...changesOf(calendar) };
    save.mutate(changes, {
      onSuccess: () => {
        setErrors(NO_SAVE_ERRORS);
        onSaved();
        enqueueSnackbar(`Public holidays of ${year} saved`, { variant: 'success' });
      },
      onError: (error) => setErrors(saveErrorsOf(error, changes)),
    });
  };

  const act = (action: HolidayAction) => {
    if (action.action === 'restore') edit(withHolidayRestored(calendar, action.date));
    else setDialog({ kind: 'confirm', action });
  };

  const confirmAction = (action: HolidayAction) => {
    edit(
      action.action === 'remove'
        ? withHolidayRemoved(calendar, action.date)
        : withAddedHolidayDeleted(calendar, action.date),
    );
    close();
  };

  const addButton = (
    <Button variant="outlined" startIcon={<Add />} onClick={() => setDialog({ kind: 'add' })}>
      Add a holiday
    </Button>
  );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 2 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography component="p" variant="h6">
            {`${workingDaysText(total)} in ${year}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${count(generated.length, 'public holiday', 'public holidays')} (${easter} from Orthodox Easter) · ${added} added by your company · ${calendar.removed.length} removed`}
          </Typography>
        </Box>
        {addButton}
        {dirty ? <Button onClick={() => setDialog({ kind: 'discard' })}>Discard changes</Button> : null}
        <Button variant="contained" disabled={!dirty} loading={save.isPending} onClick={submit}>
          Save changes
        </Button>
      </Box>
      {dirty ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Unsaved changes: they count for nobody until you save them.
        </Alert>
      ) : null}
      <FormError message={errors.general ?? undefined} />

      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        Calendar
      </Typography>
      <YearCalendar year={year} calendar={calendar} workingDays={months} />

      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        Days off and changes
      </Typography>
      {calendar.holidays.length === 0 && calendar.removed.length === 0 ? (
        <EmptyState
          title={`No public holidays in ${year}`}
          description={`Nothing is known for ${place} in ${year}: add your company's days off.`}
          action={addButton}
        />
      ) : (
        <HolidayDayList year={year} calendar={calendar} errors={errors.byDate} onAction={act} />
      )}

      {dialog?.kind === 'add' ? (
        <AddHolidayDialog
          year={year}
          calendar={calendar}
          onAdd={(day) => edit(withHolidayAdded(calendar, day))}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'confirm' ? (
        <ConfirmDialog
          open
          title={`${dialog.action.action === 'remove' ? 'Remove' : 'Delete'} ${dialog.action.name}?`}
          description={whatRemovalDoes(dialog.action.date, place)}
          confirmLabel={dialog.action.action === 'remove' ? 'Remove' : 'Delete'}
          destructive
          onConfirm={() => confirmAction(dialog.action)}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'discard'}
        title={`Discard your changes to ${year}?`}
        description="The calendar goes back to what is saved."
        confirmLabel="Discard changes"
        destructive
        onConfirm={() => {
          edit(saved);
          close();
        }}
        onClose={close}
      />
    </>
  );
}
