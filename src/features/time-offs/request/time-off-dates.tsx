import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimeOff } from '@/api/time-offs/time-off.schemas';
import { partialDaysLabel, timeOffDatesLabel } from '@/lib/time-off-labels';

// "Mon 5 – Fri 9 May" with the days not taken whole under it ("½ am 9 May").
export function TimeOffDates({
  request,
}: {
  request: Pick<TimeOff, 'start_date' | 'end_date' | 'partial_days'>;
}) {
  const partial = partialDaysLabel(request.partial_days);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2">
        {timeOffDatesLabel(request.start_date, request.end_date, new Date().getFullYear())}
      </Typography>
      {partial ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {partial}
        </Typography>
      ) : null}
    </Box>
  );
}
