import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { FORECAST_FIGURE_HEIGHT } from './forecast-chart-size';

// The chart's place while its code loads.
export function ForecastChartSkeleton() {
  return (
    <Skeleton
      variant="rounded"
      role="progressbar"
      aria-label="Loading the chart"
      aria-busy="true"
      height={FORECAST_FIGURE_HEIGHT}
    />
  );
}

// The section's lines at their own heights (the landing caption, the summary, the chart, "Show the
// numbers"), so the sections below stay where they are when the months arrive.
export function ForecastSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading the monthly figures" aria-busy="true">
      <Skeleton variant="text" sx={{ typography: 'h3', width: '30%', mb: 0.5 }} />
      <Skeleton variant="text" sx={{ width: '70%', mb: 2 }} />
      <Skeleton variant="rounded" height={FORECAST_FIGURE_HEIGHT} />
      <Skeleton variant="rounded" width={140} height={31} sx={{ mt: 1 }} />
    </Box>
  );
}
