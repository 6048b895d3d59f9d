import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CalendarHoliday, HolidayYear, RemovedHoliday } from '@/lib/holiday-calendar';
import { dayLabel, SOURCE_LABELS } from './holiday-labels';

type Row = { kind: 'holiday'; day: CalendarHoliday } | { kind: 'removed'; day: RemovedHoliday };

export type HolidayAction = { action: 'remove' | 'restore' | 'delete'; date: string; name: string };

const rowsOf = (calendar: HolidayYear): Row[] =>
  [
    ...calendar.holidays.map((day): Row => ({ kind: 'holiday', day })),
    ...calendar.removed.map((day): Row => ({ kind: 'removed', day })),
  ].sort((a, b) => (a.day.date === b.day.date ? 0 : a.day.date < b.day.date ? -1 : 1));

function actionOf(row: Row): HolidayAction {
  const { date, name } = row.day;
  if (row.kind === 'removed') return { action: 'restore', date, name };
  return { action: row.day.source === 'added' ? 'delete' : 'remove', date, name };
}

const BUTTON_TEXT = { remove: 'Remove', restore: 'Restore', delete: 'Delete' } as const;

// Every day off of the year and every generated day removed, with what can be done to it. A refused
// save names the day it is about (`errors` by date).
export function HolidayDayList({
  year,
  calendar,
  errors,
  onAction,
}: {
  year: number;
  calendar: HolidayYear;
  errors: Readonly<Record<string, string>>;
  onAction: (action: HolidayAction) => void;
}) {
  return (
    <Table size="small" aria-label={`Public holidays in ${year}`}>
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Holiday</TableCell>
          <TableCell>From</TableCell>
          <TableCell align="right">Change</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rowsOf(calendar).map((row) => {
          const action = actionOf(row);
          const error = errors[row.day.date];
          const removed = row.kind === 'removed';
          return (
            <TableRow key={`${row.kind}-${row.day.date}-${row.day.name}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayLabel(row.day.date)}</TableCell>
              <TableCell>
                <Typography
                  variant="body2"
                  component="span"
                  sx={removed ? { textDecoration: 'line-through' } : undefined}
                >
                  {row.day.name}
                </Typography>
                {error ? (
                  <Typography variant="body2" color="error" sx={{ display: 'block' }}>
                    {error}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                {SOURCE_LABELS[row.day.source]}
                {removed ? ' · removed, not a day off' : ''}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  color={action.action === 'restore' ? 'primary' : 'error'}
                  aria-label={`${BUTTON_TEXT[action.action]} ${row.day.name} (${dayLabel(row.day.date)})`}
                  onClick={() => onAction(action)}
                >
                  {BUTTON_TEXT[action.action]}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
