import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { DaysInStage } from './days-in-stage';
import { positionText } from './candidate-columns';

export type CandidateCardProps = {
  candidate: Candidate;
  active: boolean;
  // Focus follows the card after a keyboard move (it is drawn again in another column).
  focused: boolean;
  onStep: (candidate: Candidate, step: 1 | -1) => void;
  onOpen: (candidate: Candidate) => void;
};

// A candidate on the board: dragged to another column, or moved a stage with Shift+←/→ while focused;
// Enter opens the drawer.
export function CandidateCard({ candidate, active, focused, onStep, onOpen }: CandidateCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused || active) ref.current?.focus({ preventScroll: !focused });
  }, [focused, active]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.shiftKey && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      onStep(candidate, event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(candidate);
    }
  };

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Paper
        ref={ref}
        variant="outlined"
        tabIndex={0}
        // Opens the drawer on click or Enter; a generic element may not carry a name.
        role="button"
        draggable
        aria-label={`${candidate.name}, ${positionText(candidate)}`}
        aria-keyshortcuts="Shift+ArrowLeft Shift+ArrowRight Enter"
        aria-current={active ? 'true' : undefined}
        onDragStart={(event) => {
          event.dataTransfer.setData('text/plain', String(candidate.id));
          event.dataTransfer.effectAllowed = 'move';
        }}
        onKeyDown={onKeyDown}
        onClick={() => onOpen(candidate)}
        sx={{
          p: 1.25,
          cursor: 'grab',
          outline: active ? 2 : 0,
          outlineColor: 'primary.main',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {candidate.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {positionText(candidate)}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
          <DaysInStage days={candidate.days_in_stage} />
          <Typography variant="caption" component="span">
            {candidate.rating === null ? 'Not rated' : `Rating ${candidate.rating.toFixed(1)} / 5`}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
