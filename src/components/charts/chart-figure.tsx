import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// MUI X Charts hides its svg from assistive technology (aria-hidden): the figure around a chart carries
// its name and its one-sentence description; the numbers are in the chart's table twin.
export function ChartFigure({
  title,
  describedBy,
  children,
}: {
  title: string;
  describedBy: string;
  children: ReactNode;
}) {
  return (
    <Box role="figure" aria-label={title} aria-describedby={describedBy}>
      {children}
    </Box>
  );
}
