import { BarPlot } from '@mui/x-charts/BarChart';

// An svg pattern of stripes at an angle: a hatched series reads apart from a solid one without colour.
export function HatchPattern({ id, color, angle }: { id: string; color: string; angle: number }) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width="8" height="8" patternTransform={`rotate(${angle})`}>
      <rect width="8" height="8" fill={color} opacity={0.35} />
      <line x1="0" y1="0" x2="0" y2="8" stroke={color} strokeWidth="4" />
    </pattern>
  );
}

// The bars with one series filled by a HatchPattern (in the chart frame's defs). Pulls MUI X Charts:
// only for charts that next/dynamic loads.
export function HatchedBarPlot({ seriesId, patternId }: { seriesId: string; patternId: string }) {
  return (
    <BarPlot
      slotProps={{
        bar: (state) => (state.seriesId === seriesId ? { fill: `url(#${patternId})` } : {}),
      }}
    />
  );
}
