import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { OthersOff } from '@/api/time-offs/time-off.schemas';
import { othersOffDetail, othersOffSummary } from '@/lib/time-off-others';

// "Ana B., Luka M. +3", and on hover or keyboard focus everyone with their status in words; "—" when
// nobody else of the department is off.
export function OthersOffCell({ others }: { others: OthersOff }) {
  if (others.count === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Tooltip title={`Also off: ${othersOffDetail(others)}`} describeChild>
      <Typography
        variant="body2"
        tabIndex={0}
        noWrap
        sx={{ textDecoration: 'underline dotted', maxWidth: '100%', width: 'fit-content' }}
      >
        {othersOffSummary(others)}
      </Typography>
    </Tooltip>
  );
}
