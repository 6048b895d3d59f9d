import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useMemo } from 'react';
import { useDeleteExperiences } from '@/api/experiences/experience.mutations';
import type { Experience } from '@/api/experiences/experience.schemas';
import { useIndustries } from '@/api/industries/industries.reference';
import { EditDeleteActions } from '@/components/feedback/edit-delete-actions';
import { formatMonthRange } from '@/lib/period-label';

export type ExperienceListProps = {
  userId: number;
  entries: readonly Experience[];
  editable: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onEdit: (entry: Experience) => void;
};

// "Backend Engineer at Acme": how people name a job.
export const experienceName = (entry: Experience): string => `${entry.position} at ${entry.company}`;

// One block per job: position at company, industry and months, what they did. When editable, each can be
// ticked for deleting several at once.
export function ExperienceList({
  userId,
  entries,
  editable,
  selected,
  onToggle,
  onEdit,
}: ExperienceListProps) {
  const remove = useDeleteExperiences(userId);
  const industries = useIndustries();
  const industryNames = useMemo(
    () => new Map((industries.data ?? []).map((industry) => [industry.id, industry.name])),
    [industries.data],
  );
  return (
    <Box component="ul" aria-label="Experience entries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => {
        const name = experienceName(entry);
        const industry = entry.industry_id === null ? null : (industryNames.get(entry.industry_id) ?? null);
        return (
          <Box
            component="li"
            key={entry.id}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              py: 1.5,
              '& + &': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            {editable ? (
              <Checkbox
                checked={selected.has(entry.id)}
                onChange={(event) => onToggle(entry.id, event.target.checked)}
                slotProps={{ input: { 'aria-label': `Select ${name}` } }}
              />
            ) : null}
            <Box sx={{ flex: 1, minWidth: 0, pt: editable ? 1 : 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              <Typography color="text.secondary">
                {[industry, formatMonthRange(entry.start_date, entry.end_date)].filter(Boolean).join(' · ')}
              </Typography>
              {entry.description ? (
                <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{entry.description}</Typography>
              ) : null}
            </Box>
            {editable ? (
              <Box sx={{ display: 'flex' }}>
                <EditDeleteActions
                  name={name}
                  what={`the experience “${name}”`}
                  onEdit={() => onEdit(entry)}
                  onDelete={async () => {
                    await remove.mutateAsync([entry.id]);
                    enqueueSnackbar('Experience deleted', { variant: 'success' });
                  }}
                />
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
