import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { TIME_OFF_TYPES } from '@/api/time-offs/time-off.schemas';
import { LEAVE_TYPE_COLORS, LEAVE_TYPE_LABELS } from './calendar-bars';

const swatch = { width: 16, height: 12, borderRadius: 0.5, flex: 'none' } as const;

// What the colours and patterns mean, in words beside them.
export function CalendarLegend() {
  const sample = LEAVE_TYPE_COLORS.vacation;
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 1 }}
    >
      {TIME_OFF_TYPES.map((type) => (
        <Box component="li" key={type} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ ...swatch, bgcolor: LEAVE_TYPE_COLORS[type] }} />
          <Typography variant="body2">{LEAVE_TYPE_LABELS[type]}</Typography>
        </Box>
      ))}
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box
          aria-hidden
          sx={{
            ...swatch,
            border: `1px dashed ${sample}`,
            background: `repeating-linear-gradient(135deg, ${alpha(sample, 0.45)} 0 4px, ${alpha(sample, 0.12)} 4px 8px)`,
          }}
        />
        <Typography variant="body2">Pending (hatched)</Typography>
      </Box>
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box aria-hidden sx={{ ...swatch, bgcolor: (theme) => alpha(theme.palette.warning.main, 0.2) }} />
        <Typography variant="body2">Public holiday</Typography>
      </Box>
    </Box>
  );
}
