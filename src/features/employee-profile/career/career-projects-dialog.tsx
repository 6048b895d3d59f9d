import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useProjectsSince } from '@/api/career-history/career-history.queries';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryListDialog } from '@/components/feedback/query-list-dialog';
import { formatDay } from './career-format';

export type CareerProjectsDialogProps = {
  userId: number;
  // yyyy-MM-dd: a step's start date.
  date: string;
  onClose: () => void;
};

// The person's projects from a step's start on (GET projects-after-certain-date): those that started
// then or later, and those still running by then.
export function CareerProjectsDialog({ userId, date, onClose }: CareerProjectsDialogProps) {
  const projects = useProjectsSince(userId, date);
  const since = formatDay(date);
  return (
    <QueryListDialog
      title={`Projects since ${since}`}
      list={projects}
      loadingLabel="Loading the projects"
      errorMessage="The projects could not be loaded."
      empty={<EmptyState title={`No projects since ${since}`} />}
      onClose={onClose}
    >
      {(items) => (
        <Box component="ul" aria-label={`Projects since ${since}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((project) => (
            <Box component="li" key={project.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="subtitle1" component="h3">
                {project.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {project.client} · {project.role}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDay(project.start_date)} – {project.end_date ? formatDay(project.end_date) : 'ongoing'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </QueryListDialog>
  );
}
