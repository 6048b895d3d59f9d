import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseISO } from 'date-fns';
import { dayLabel } from '@/lib/calendar-day';
import { dueState } from '@/lib/invoice-due';

// The due date and, in words with an icon, how late it is; the colour only repeats what is said.
export function DueCell({ dueDate, paymentStatus }: { dueDate: string; paymentStatus: string }) {
  const state = dueState(dueDate, paymentStatus, new Date());
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2">{dayLabel(parseISO(dueDate))}</Typography>
      <Typography
        variant="caption"
        component="div"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          color: state.overdue ? 'error.main' : 'text.secondary',
        }}
      >
        {state.overdue ? <WarningAmber sx={{ fontSize: 14 }} aria-hidden /> : null}
        {state.label}
      </Typography>
    </Box>
  );
}
