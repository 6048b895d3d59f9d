import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { TermForm } from '@/api/terms/term.schemas';
import { fromCents } from '@/lib/cents';
import { formatDuration } from '@/lib/duration';
import { formatMoney } from '@/lib/money';
import { termMinutesPerDay, termPreview } from '@/lib/term-form';
import type { NamedDay } from '@/lib/working-days';
import { skippedReasonText, weekdayText, workingDaysText } from './term-format';

// A long range lists its first skipped days; the count says how many there are in all.
const MAX_LISTED = 400;

type Props = {
  control: Control<TermForm>;
  currency: string;
  holidays: readonly NamedDay[];
  // The public holidays are not there (still loading, or failed): the count would include them.
  holidaysMissing: boolean;
};

// What the dates book, as the server will count it: working days (weekends and public holidays out),
// hours and value, and every skipped day with its reason, on demand.
export function TermPreview({ control, currency, holidays, holidaysMissing }: Props) {
  const [start, end, basis, hours, percentage, rate] = useWatch({
    control,
    name: ['start_date', 'end_date', 'basis', 'hours_per_day', 'percentage', 'hourly_rate'],
  });
  const preview = useMemo(
    () =>
      termPreview(
        { start_date: start, end_date: end },
        termMinutesPerDay({ basis, hours_per_day: hours, percentage }),
        rate,
        holidays,
      ),
    [start, end, basis, hours, percentage, rate, holidays],
  );
  const [open, setOpen] = useState(false);
  const listId = useId();

  if (!preview) {
    return (
      <Typography variant="body2" color="text.secondary">
        Enter the first and last day to see the working days they hold.
      </Typography>
    );
  }
  const { days, minutes, cents, valueKnown, skipped } = preview;
  const value = valueKnown ? formatMoney(fromCents(cents), currency) : 'value once the time and rate are in';
  return (
    <Box
      component="section"
      aria-label="Forecast for these dates"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 2, py: 1.5 }}
    >
      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <strong>{workingDaysText(days)}</strong>
        {` · ${formatDuration(minutes)} hours · ${value}`}
      </Typography>
      {holidaysMissing ? (
        <Typography variant="body2" color="warning.main">
          Public holidays are not loaded: the count may include some.
        </Typography>
      ) : null}
      {skipped.length > 0 ? (
        <>
          <Button
            size="small"
            onClick={() => setOpen((shown) => !shown)}
            aria-expanded={open}
            aria-controls={listId}
            sx={{ mt: 0.5, ml: -1 }}
          >
            {open
              ? 'Hide the skipped days'
              : `Show the ${skipped.length} skipped day${skipped.length === 1 ? '' : 's'}`}
          </Button>
          <Collapse in={open} unmountOnExit>
            <Box
              component="ul"
              id={listId}
              aria-label="Skipped days"
              // Scrolls when long: reachable by keyboard.
              tabIndex={0}
              sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}
            >
              {skipped.slice(0, MAX_LISTED).map((day) => (
                <Typography component="li" variant="body2" key={day.date}>
                  {`${weekdayText(day.date)}: ${skippedReasonText(day)}`}
                </Typography>
              ))}
              {skipped.length > MAX_LISTED ? (
                <Typography component="li" variant="body2">
                  {`and ${skipped.length - MAX_LISTED} more`}
                </Typography>
              ) : null}
            </Box>
          </Collapse>
        </>
      ) : null}
    </Box>
  );
}
