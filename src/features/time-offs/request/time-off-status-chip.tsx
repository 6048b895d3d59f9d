import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Chip from '@mui/material/Chip';
import type { TimeOffStatus } from '@/api/time-offs/time-off.schemas';
import { timeOffStatusLabel } from '@/lib/time-off-labels';

// The status by its word, an icon and a shape, colour only repeating them: pending a dashed outline
// (not yet certain), approved solid, rejected struck through.
export function TimeOffStatusChip({ status }: { status: TimeOffStatus }) {
  const label = timeOffStatusLabel(status);
  if (status === 'approved')
    return <Chip size="small" color="success" icon={<CheckCircle aria-hidden />} label={label} />;
  if (status === 'rejected')
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<Block aria-hidden />}
        label={label}
        sx={{ '& .MuiChip-label': { textDecoration: 'line-through' } }}
      />
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<HourglassEmpty aria-hidden />}
      label={label}
      sx={{ borderStyle: 'dashed' }}
    />
  );
}
