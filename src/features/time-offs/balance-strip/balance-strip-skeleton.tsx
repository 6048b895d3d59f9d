import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

// Two cards' worth of grey while the balance loads, so the tabs below do not jump.
export function BalanceStripSkeleton() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading the balance"
      aria-busy="true"
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}
    >
      <Skeleton variant="rounded" height={148} sx={{ flex: '2 1 420px' }} />
      <Skeleton variant="rounded" height={148} sx={{ flex: '1 1 260px' }} />
    </Box>
  );
}
