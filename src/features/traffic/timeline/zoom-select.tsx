import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PLANNER_ZOOMS, type PlannerZoom } from '@/lib/planner-grid';

export const ZOOM_LABELS: Record<PlannerZoom, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  half: 'Half year',
  year: 'Year',
};

// The timeline's zoom, beside the shared header's period; a zoom keeps the cursor's day.
export function ZoomSelect({ zoom, onZoom }: { zoom: PlannerZoom; onZoom: (zoom: PlannerZoom) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Zoom"
      value={zoom}
      onChange={(_, next: PlannerZoom | null) => {
        if (next) onZoom(next);
      }}
    >
      {PLANNER_ZOOMS.map((value) => (
        <ToggleButton key={value} value={value}>
          {ZOOM_LABELS[value]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
