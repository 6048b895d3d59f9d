import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TRAFFIC_LOADS, type TrafficLoadFilter } from '@/api/traffic/traffic.schemas';

export const TRAFFIC_LOAD_LABELS: Record<TrafficLoadFilter, string> = {
  free: 'Free ≥ 50 %',
  overbooked: 'Overbooked',
  unallocated: 'Unallocated',
};

// Quick filters by load over the period; pressing the pressed one again shows everyone.
export function TrafficLoadChips({
  value,
  onChange,
}: {
  value: 'any' | TrafficLoadFilter;
  onChange: (value: 'any' | TrafficLoadFilter) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Load"
      value={value === 'any' ? null : value}
      onChange={(_, next: TrafficLoadFilter | null) => onChange(next ?? 'any')}
    >
      {TRAFFIC_LOADS.map((load) => (
        <ToggleButton key={load} value={load} sx={{ textTransform: 'none' }}>
          {TRAFFIC_LOAD_LABELS[load]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
