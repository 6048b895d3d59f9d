import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useHolidayYear } from '@/api/public-holidays/public-holiday.queries';
import { usePublicHolidays } from '@/api/public-holidays/public-holidays.reference';
import { useTabLeaveGuard } from '../use-tab-leave-guard';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { CompactSelect } from '@/components/form/compact-select';
import { ControlBar } from '@/components/list/control-bar';
import { useUrlState } from '@/components/url/use-url-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { sameChanges, type HolidayYear } from '@/lib/holiday-calendar';
import { HolidayYearEditor } from './holiday-year-editor';
import { countryName, yearChoices, yearLabel } from './holiday-labels';
import { holidayUrl, type HolidayParams } from './holiday-url';

type Draft = { key: string; calendar: HolidayYear };

// Public holidays by country and year (both in the link): the days the law gives, the company's own
// and the ones it removed, and the working days that follow. Next year can be previewed and changed
// before it begins.
export function HolidaysTab() {
  const headingId = useId();
  const [currentYear] = useState(() => new Date().getFullYear());
  const [params, setParams] = useUrlState(holidayUrl);
  const { year, country } = params;
  const key = `${country}-${year}`;
  const reference = usePublicHolidays();
  const holidays = useHolidayYear(params);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [switchTo, setSwitchTo] = useState<HolidayParams | null>(null);

  const saved = holidays.data;
  const calendar = draft?.key === key ? draft.calendar : saved;
  const dirty = Boolean(saved && calendar && !sameChanges(calendar, saved));
  useTabLeaveGuard(dirty);

  // The countries the reference list knows, and the one in the link.
  const countries = useMemo(
    () =>
      [...new Set([...(reference.data ?? []).map((entry) => entry.country), country])].sort((a, b) =>
        countryName(a).localeCompare(countryName(b)),
      ),
    [reference.data, country],
  );

  const show = (next: HolidayParams) => {
    setDraft(null);
    setParams(next);
  };
  // Unsaved changes of the year shown are not dropped without asking.
  const choose = (next: HolidayParams) => (dirty ? setSwitchTo(next) : show(next));

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h2" component="h2">
        Public holidays
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        The days off of a country in a year: those the law gives (fixed dates and days counted from Orthodox
        Easter) with your company&apos;s changes. Working days everywhere in the portal are counted from them.
      </Typography>
      <ControlBar label="Country and year">
        <CompactSelect
          label="Country"
          value={country}
          onChange={(code) => choose({ year, country: code })}
          options={countries.map((code) => ({ value: code, label: countryName(code) }))}
        />
        <CompactSelect
          label="Year"
          value={String(year)}
          onChange={(choice) => choose({ year: Number(choice), country })}
          options={yearChoices(currentYear, year).map((choice) => ({
            value: String(choice),
            label: yearLabel(choice, currentYear),
          }))}
        />
      </ControlBar>
      {year > currentYear ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {`A preview of ${year}: the days the rules give, before the year begins. Changes you save now count from 1 January ${year}.`}
        </Alert>
      ) : null}

      {holidays.isPending ? (
        <Box sx={{ mt: 2 }}>
          <LoadingState label={`Loading the holidays of ${year}`} rows={6} />
        </Box>
      ) : null}
      {holidays.isError ? (
        <Box sx={{ mt: 2 }}>
          <ErrorState
            message={`The holidays of ${year} could not be loaded.`}
            onRetry={() => void holidays.refetch()}
          />
        </Box>
      ) : null}
      {saved && calendar ? (
        <HolidayYearEditor
          key={key}
          country={country}
          year={year}
          saved={saved}
          calendar={calendar}
          dirty={dirty}
          onChange={(next) => setDraft({ key, calendar: next })}
          onSaved={() => setDraft(null)}
        />
      ) : null}

      <ConfirmDialog
        open={switchTo !== null}
        title={`Discard your changes to ${year}?`}
        description="They are not saved. Save them first to keep them."
        confirmLabel="Discard changes"
        destructive
        onConfirm={() => {
          if (switchTo) show(switchTo);
          setSwitchTo(null);
        }}
        onClose={() => setSwitchTo(null)}
      />
    </Paper>
  );
}
