import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState, type DragEvent } from 'react';
import type { Candidate, RecruitmentStage } from '@/api/recruitment/candidate.schemas';
import { CandidateCard } from './candidate-card';

const SKELETON_COLUMNS = 6;
const COLUMN_WIDTH = 240;

export type CandidateBoardProps = {
  stages: readonly RecruitmentStage[] | undefined;
  candidates: readonly Candidate[];
  loading: boolean;
  activeId: string | null;
  // The card last moved by keyboard keeps the focus.
  focusId: number | null;
  onMove: (candidate: Candidate, stage: string) => void;
  onStep: (candidate: Candidate, step: 1 | -1) => void;
  onOpen: (candidate: Candidate) => void;
};

function BoardColumn({
  stage,
  candidates,
  activeId,
  focusId,
  onDropId,
  onStep,
  onOpen,
}: {
  stage: RecruitmentStage;
  candidates: readonly Candidate[];
  onDropId: (id: number) => void;
} & Pick<CandidateBoardProps, 'activeId' | 'focusId' | 'onStep' | 'onOpen'>) {
  const headingId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const id = Number(event.dataTransfer.getData('text/plain'));
    if (Number.isInteger(id) && id > 0) onDropId(id);
  };
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        width: COLUMN_WIDTH,
        flexShrink: 0,
        p: 1,
        bgcolor: over ? 'action.selected' : 'background.default',
      }}
    >
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ px: 0.5, mb: 1 }}>
        {stage.name} ({candidates.length})
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, m: 0, p: 0, minHeight: 80 }}
      >
        {candidates.map((candidate) => (
          <CandidateCard
            key={candidate.id}
            candidate={candidate}
            active={activeId === String(candidate.id)}
            focused={focusId === candidate.id}
            onStep={onStep}
            onOpen={onOpen}
          />
        ))}
      </Box>
      {candidates.length === 0 ? (
        <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
          No one at this stage
        </Typography>
      ) : null}
    </Paper>
  );
}

// The pipeline as columns, one per stage, each candidate a card: drag a card to another column, or
// Shift+←/→ on a focused card, to move it a stage.
export function CandidateBoard({
  stages,
  candidates,
  loading,
  activeId,
  focusId,
  onMove,
  onStep,
  onOpen,
}: CandidateBoardProps) {
  if (loading || !stages) {
    return (
      <Box sx={{ display: 'flex', gap: 1.5 }} aria-busy="true" aria-label="Loading the board">
        {Array.from({ length: SKELETON_COLUMNS }, (_, index) => (
          <Skeleton key={index} variant="rounded" width={COLUMN_WIDTH} height={320} />
        ))}
      </Box>
    );
  }
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  return (
    <Box
      role="region"
      aria-label="Candidates by stage"
      sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, alignItems: 'flex-start' }}
    >
      {stages.map((stage) => (
        <BoardColumn
          key={stage.key}
          stage={stage}
          candidates={candidates.filter((candidate) => candidate.stage === stage.key)}
          activeId={activeId}
          focusId={focusId}
          onDropId={(id) => {
            const candidate = byId.get(id);
            if (candidate) onMove(candidate, stage.key);
          }}
          onStep={onStep}
          onOpen={onOpen}
        />
      ))}
    </Box>
  );
}
