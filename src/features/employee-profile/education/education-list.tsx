import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useDeleteEducation } from '@/api/education/education.mutations';
import type { Education } from '@/api/education/education.schemas';
import { EditDeleteActions } from '@/components/feedback/edit-delete-actions';
import { formatYearRange } from '@/lib/period-label';

export type EducationListProps = {
  userId: number;
  entries: readonly Education[];
  editable: boolean;
  onEdit: (entry: Education) => void;
};

// "Masters, Tbilisi State University": tells two degrees from one place apart.
export const educationName = (entry: Education): string => `${entry.degree}, ${entry.institution}`;

// One line per degree: the degree, where, what and when ("2014 – 2018", "2020 – present").
export function EducationList({ userId, entries, editable, onEdit }: EducationListProps) {
  const remove = useDeleteEducation(userId);
  return (
    <Box component="ul" aria-label="Education entries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => {
        const name = educationName(entry);
        return (
          <Box
            component="li"
            key={entry.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              py: 1.5,
              '& + &': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Chip size="small" color="primary" variant="outlined" label={entry.degree} />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {entry.institution}
                </Typography>
              </Box>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {[entry.field_of_study, formatYearRange(entry.start_date, entry.end_date)]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            {editable ? (
              <Box sx={{ display: 'flex' }}>
                <EditDeleteActions
                  name={name}
                  what={`the education entry “${name}”`}
                  onEdit={() => onEdit(entry)}
                  onDelete={async () => {
                    await remove.mutateAsync(entry.id);
                    enqueueSnackbar('Education deleted', { variant: 'success' });
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
