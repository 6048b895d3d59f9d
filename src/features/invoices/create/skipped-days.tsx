import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { format, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import type { SkippedDay } from '@/api/invoices/invoice.schemas';
import { leaveDayText } from '@/lib/leave-day-share';

const REASONS: Record<string, string> = { weekend: 'Weekend', holiday: 'Holiday' };

// "Mother's Day", "Weekend", "Vacation, morning (Ana)", "Sick leave, 2:00 (Ana)", "Away (Ana)" for
// leave whose kind is not the viewer's to see.
const reasonOf = (day: SkippedDay, names: ReadonlyMap<number, string>) => {
  const reason =
    day.reason === 'holiday' && day.name
      ? day.name
      : (leaveDayText(day) ?? (day.reason === null ? '' : (REASONS[day.reason] ?? day.reason)));
  const person = day.user_id == null ? undefined : names.get(day.user_id);
  return person ? `${reason} (${person})` : reason;
};

// Every day left out of the calculation and why, shown on request (a month has a dozen).
export function SkippedDays({
  skipped,
  names,
}: {
  skipped: readonly SkippedDay[];
  names: ReadonlyMap<number, string>;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (skipped.length === 0) return null;
  return (
    <div>
      <Button size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} the {skipped.length} skipped days
      </Button>
      {open ? (
        <List dense id={listId} aria-label="Skipped days">
          {skipped.map((day) => (
            <ListItem key={`${day.date}-${day.reason}-${day.user_id ?? ''}`}>
              {format(parseISO(day.date), 'EEE d MMM yyyy')}: {reasonOf(day, names)}
            </ListItem>
          ))}
        </List>
      ) : null}
    </div>
  );
}
