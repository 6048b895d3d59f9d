import Box from '@mui/material/Box';
import { memo } from 'react';
import type { ProjectListItem } from '@/api/internal-projects/internal-project.schemas';
import { fromCents, toCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import { sparklinePoints } from '@/lib/sparkline';

const BOX = { width: 96, height: 28, padding: 2 };

type Point = NonNullable<ProjectListItem['trend']>[number];

// What the picture says, for those who cannot see it: both sums over the months, in the one currency.
export function trendSummary(points: readonly Point[], currency: string): string {
  const sum = (pick: (point: Point) => number) =>
    formatMoney(fromCents(points.reduce((cents, point) => cents + toCents(pick(point)), 0)), currency);
  return `Last ${points.length} months: forecast ${sum((point) => point.forecast)}, invoiced ${sum((point) => point.actual)}`;
}

// Forecast (dashed) against invoiced (solid) over the last months: an inline SVG, no chart library.
export const ProjectTrend = memo(function ProjectTrend({
  points,
  currency,
}: {
  points: readonly Point[] | undefined;
  currency: string;
}) {
  if (!points || points.length === 0) return <span>—</span>;
  const [forecast, actual] = sparklinePoints(
    [points.map((point) => point.forecast), points.map((point) => point.actual)],
    BOX,
  );
  return (
    <Box
      component="svg"
      role="img"
      aria-label={trendSummary(points, currency)}
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      width={BOX.width}
      height={BOX.height}
      sx={{ display: 'block', overflow: 'visible', fill: 'none', strokeWidth: 1.5 }}
    >
      <Box
        component="polyline"
        points={forecast}
        sx={{ stroke: (theme) => theme.palette.text.secondary, strokeDasharray: '3 2' }}
      />
      <Box component="polyline" points={actual} sx={{ stroke: (theme) => theme.palette.primary.main }} />
    </Box>
  );
});
