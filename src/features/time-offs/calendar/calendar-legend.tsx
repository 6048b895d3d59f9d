import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { TIME_OFF_TYPES } from '@/api/time-offs/time-off.schemas';
import { PRIVATE_LEAVE_LABEL } from '@/lib/time-off-labels';
import { LEAVE_TYPE_COLORS, LEAVE_TYPE_LABELS, PRIVATE_LEAVE_COLOR } from './calendar-bars';

const swatch = { width: 16, height: 12, borderRadius: 0.5, flex: 'none' } as const;

// What the colours and patterns mean, in words beside them.
// `away` when some leave shown is a colleague's whose kind is private; `rejected` when rejected is shown.
export function CalendarLegend({ away, rejected }: { away: boolean; rejected: boolean }) {
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
      {away ? (
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ ...swatch, bgcolor: PRIVATE_LEAVE_COLOR }} />
          <Typography variant="body2">
            {PRIVATE_LEAVE_LABEL} (a colleague&apos;s leave, its kind private)
          </Typography>
        </Box>
      ) : null}
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
      {rejected ? (
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{ ...swatch, border: 1, borderColor: 'text.secondary', bgcolor: 'background.paper' }}
          />
          <Typography variant="body2" sx={{ textDecoration: 'line-through' }}>
            Rejected
          </Typography>
          <Typography variant="body2">(struck through)</Typography>
        </Box>
      ) : null}
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box aria-hidden sx={{ ...swatch, bgcolor: (theme) => alpha(theme.palette.warning.main, 0.2) }} />
        <Typography variant="body2">Public holiday</Typography>
      </Box>
    </Box>
  );
}
