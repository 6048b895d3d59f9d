import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { PlannerZoom } from '@/lib/planner-grid';
import { TRAFFIC_PERIOD_UNITS, trafficPeriodTitle } from '@/lib/traffic-period-title';

// Previous / Today / Next around the period's title.
export function TrafficPeriodNav({
  unit,
  from,
  onStep,
  onToday,
}: {
  unit: PlannerZoom;
  from: string;
  onStep: (step: number) => void;
  onToday: () => void;
}) {
  const name = TRAFFIC_PERIOD_UNITS[unit];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label={`Previous ${name}`} onClick={() => onStep(-1)}>
        <ChevronLeft />
      </IconButton>
      <Typography variant="h3" component="h2" aria-live="polite" sx={{ minWidth: 130, textAlign: 'center' }}>
        {trafficPeriodTitle(unit, from)}
      </Typography>
      <IconButton aria-label={`Next ${name}`} onClick={() => onStep(1)}>
        <ChevronRight />
      </IconButton>
      <Button variant="outlined" size="small" onClick={onToday}>
        Today
      </Button>
    </Box>
  );
}
