import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { daysInStageText } from '@/features/recruitment/active/active-candidate-url';
import { stalenessOf } from '@/lib/recruitment-stages';

const COLORS = { fresh: 'text.secondary', warning: 'warning.dark', alert: 'error.main' } as const;

// "12 d · stale" with an hourglass when flagged: the words say it, the colour only adds to them.
export function DaysInStage({ days }: { days: number }) {
  const staleness = stalenessOf(days);
  const stale = staleness !== 'fresh';
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: COLORS[staleness] }}
    >
      {stale ? <HourglassBottomIcon fontSize="inherit" aria-hidden /> : null}
      <Typography component="span" variant="body2" sx={{ fontWeight: stale ? 600 : 400 }}>
        {daysInStageText(days, stale)}
      </Typography>
    </Box>
  );
}
