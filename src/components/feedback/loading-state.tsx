import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

// A skeleton of the content to come, so the page does not jump when it arrives.
export function LoadingState({ rows = 4, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={40} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}
