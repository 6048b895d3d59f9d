import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { RecruitmentStage } from '@/api/recruitment/candidate.schemas';

// "All 30 · New 12 · Screening 5 …": a chip per stage with its count (the API's), the chosen one
// pressed and filled. Click narrows the list to that stage; "All" lifts it.
export function StageChips({
  stages,
  loading,
  selected,
  onSelect,
}: {
  stages: readonly RecruitmentStage[] | undefined;
  loading: boolean;
  selected: readonly string[];
  onSelect: (stages: string[]) => void;
}) {
  if (loading) return <Skeleton variant="rounded" height={32} width={480} sx={{ mb: 2 }} />;
  if (!stages) return null;
  const total = stages.reduce((sum, stage) => sum + stage.count, 0);
  const only = selected.length === 1 ? selected[0] : null;
  return (
    <Box role="group" aria-label="Stages" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Chip
        label={`All ${total}`}
        aria-pressed={selected.length === 0}
        variant={selected.length === 0 ? 'filled' : 'outlined'}
        color={selected.length === 0 ? 'primary' : 'default'}
        onClick={() => onSelect([])}
      />
      {stages.map((stage) => (
        <Chip
          key={stage.key}
          label={`${stage.name} ${stage.count}`}
          aria-pressed={only === stage.key}
          variant={only === stage.key ? 'filled' : 'outlined'}
          color={only === stage.key ? 'primary' : 'default'}
          onClick={() => onSelect([stage.key])}
        />
      ))}
    </Box>
  );
}
