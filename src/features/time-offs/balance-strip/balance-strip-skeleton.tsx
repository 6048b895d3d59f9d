import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { BALANCE_CARD_MIN_HEIGHT } from './balance-card-height';

// Two cards' worth of grey while the balance loads, as tall as the cards, so the tabs below do not jump.
export function BalanceStripSkeleton() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading the balance"
      aria-busy="true"
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}
    >
      <Skeleton variant="rounded" height={BALANCE_CARD_MIN_HEIGHT} sx={{ flex: '2 1 420px' }} />
      <Skeleton variant="rounded" height={BALANCE_CARD_MIN_HEIGHT} sx={{ flex: '1 1 260px' }} />
    </Box>
  );
}
