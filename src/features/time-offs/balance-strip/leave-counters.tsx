import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Balance } from '@/api/time-offs/time-off.schemas';
import { COUNTED_LEAVE, leaveCountText } from '@/lib/time-off-balance-text';
import { TIME_OFF_TYPE_LABELS } from '@/lib/time-off-labels';
import { BALANCE_CARD_MIN_HEIGHT } from './balance-card-height';

// Sick, parental and unpaid leave are counted, not drawn from a balance: their working days in the year
// the balances call counted (the current one unless the link names another).
export function LeaveCounters({ balance }: { balance: Balance }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 260px' }} style={{ minHeight: BALANCE_CARD_MIN_HEIGHT }}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        Other leave in {balance.year}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {COUNTED_LEAVE.map((type) => (
          <Box key={type} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {TIME_OFF_TYPE_LABELS[type]}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {leaveCountText(balance[type])}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
