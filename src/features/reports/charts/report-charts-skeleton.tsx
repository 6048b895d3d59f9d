import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

// Both charts with their legends, side by side from lg, stacked below: the space held while they load.
const CHARTS_HEIGHT = { xs: 674, lg: 358 };

// The charts' place while their code loads.
export function ReportChartsSkeleton() {
  return (
    <Skeleton
      variant="rounded"
      role="progressbar"
      aria-label="Loading the charts"
      aria-busy="true"
      sx={{ height: CHARTS_HEIGHT }}
    />
  );
}

// The charts section's lines at their own heights (its heading and currency choice, the two sentences,
// the charts) while the report loads, so the grid below stays where it is when the figures arrive.
export function ReportChartsSectionSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box role="progressbar" aria-label="Loading the charts" aria-busy="true">
        <Skeleton variant="rounded" height={40} sx={{ width: '45%', mb: 1 }} />
        <Skeleton variant="text" sx={{ typography: 'body2', width: '80%', mb: 0.5 }} />
        <Skeleton variant="text" sx={{ typography: 'body2', width: '70%', mb: 1 }} />
        <Skeleton variant="rounded" sx={{ height: CHARTS_HEIGHT }} />
      </Box>
    </Paper>
  );
}
