import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SkippedDay } from '@/api/time-offs/time-off.schemas';
import { skippedDaysLabel, workingTimeLabel } from '@/lib/time-off-labels';

// "4.5 d · 36:00", and on hover or focus why the other days of the range cost nothing.
export function WorkingTime({
  days,
  hours,
  skipped,
}: {
  days: number;
  hours: string;
  skipped: readonly SkippedDay[];
}) {
  const text = workingTimeLabel(days, hours);
  const why = skippedDaysLabel(skipped);
  if (!why) return <Typography variant="body2">{text}</Typography>;
  return (
    <Tooltip title={`Not counted: ${why}`} describeChild>
      <Typography
        variant="body2"
        tabIndex={0}
        sx={{ textDecoration: 'underline dotted', width: 'fit-content' }}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}
