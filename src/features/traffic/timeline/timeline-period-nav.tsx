import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { dayRangeText } from '@/lib/traffic-timeline-text';

type Props = { from: string; to: string; onStep: (step: number) => void; onToday: () => void };

// Until the shared traffic header lands: the period shown, with previous, next and today.
export function TimelinePeriodNav({ from, to, onStep, onToday }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
      <IconButton aria-label="Previous period" onClick={() => onStep(-1)}>
        <ChevronLeft />
      </IconButton>
      <Typography variant="h3" component="h2" sx={{ minWidth: 160, textAlign: 'center' }}>
        {dayRangeText(from, to)}
      </Typography>
      <IconButton aria-label="Next period" onClick={() => onStep(1)}>
        <ChevronRight />
      </IconButton>
      <Button variant="outlined" size="small" onClick={onToday}>
        Today
      </Button>
    </Box>
  );
}
