import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useProjectsSince } from '@/api/career-history/career-history.queries';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
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
  const titleId = useId();
  const projects = useProjectsSince(userId, date);
  const since = formatDay(date);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Projects since {since}</DialogTitle>
      <DialogContent>
        {projects.isPending ? (
          <LoadingState rows={3} label="Loading the projects" />
        ) : projects.isError ? (
          <ErrorState message="The projects could not be loaded." onRetry={() => void projects.refetch()} />
        ) : projects.data.length === 0 ? (
          <EmptyState title={`No projects since ${since}`} />
        ) : (
          <Box component="ul" aria-label={`Projects since ${since}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {projects.data.map((project) => (
              <Box component="li" key={project.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
                <Typography variant="subtitle1" component="h3">
                  {project.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {project.client} · {project.role}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDay(project.start_date)} –{' '}
                  {project.end_date ? formatDay(project.end_date) : 'ongoing'}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
