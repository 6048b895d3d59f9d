import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CareerEntry } from '@/api/career-history/career-history.schemas';
import { formatDay } from './career-format';
import type { CareerNames } from './use-career-names';

export type CareerStepProps = {
  entry: CareerEntry;
  names: CareerNames;
  editable: boolean;
  onEdit: () => void;
  onHistory: () => void;
  onProjects: () => void;
};

// What a step is called in dialog titles and messages: "Software Engineer since 1 Mar 2025".
export function careerStepLabel(entry: CareerEntry, names: CareerNames): string {
  const position = names.positionName(entry.position_id) ?? 'Step';
  return `${position} ${entry.end_date === null ? 'since' : 'from'} ${formatDay(entry.start_date)}`;
}

// One step on the timeline: the position, where and how senior, from when to when, and the note.
export function CareerStep({ entry, names, editable, onEdit, onHistory, onProjects }: CareerStepProps) {
  const headingId = useId();
  const datesId = useId();
  const current = entry.end_date === null;
  const placement = [names.departmentName(entry.department_id), names.seniorityName(entry.seniority_id)]
    .filter(Boolean)
    .join(' · ');
  const start = formatDay(entry.start_date);
  return (
    <Box
      component="li"
      aria-labelledby={`${headingId} ${datesId}`}
      sx={{
        position: 'relative',
        pl: 3,
        pb: 3,
        borderLeft: 2,
        borderColor: current ? 'primary.main' : 'divider',
        '&:last-of-type': { pb: 0 },
        // The timeline's dot.
        '&::before': {
          content: '""',
          position: 'absolute',
          left: -7,
          top: 4,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: current ? 'primary.main' : 'grey.500',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h3" component="h3">
          {names.positionName(entry.position_id) ?? 'No position set'}
        </Typography>
        {current ? <Chip label="Current" color="primary" size="small" /> : null}
      </Box>
      {placement ? <Typography color="text.secondary">{placement}</Typography> : null}
      <Typography id={datesId} variant="body2" color="text.secondary">
        {current ? `Since ${start}` : `${start} – ${formatDay(entry.end_date ?? '')}`}
      </Typography>
      {entry.note ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {entry.note}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {editable ? (
          <Button size="small" startIcon={<EditOutlined />} onClick={onEdit}>
            Edit step
          </Button>
        ) : null}
        <Button size="small" startIcon={<HistoryOutlined />} onClick={onHistory}>
          History
        </Button>
        <Button size="small" startIcon={<WorkHistoryOutlined />} onClick={onProjects}>
          Projects since {start}
        </Button>
      </Box>
    </Box>
  );
}
