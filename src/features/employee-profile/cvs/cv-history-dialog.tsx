import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useId } from 'react';
import { useCvHistory } from '@/api/cvs/cv.queries';
import type { Cv } from '@/api/cvs/cv.schemas';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { relativeTime } from '@/lib/relative-time';

const exactTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en-GB');
};

// GET cv/history/{id}: what happened to the CV, newest first. Anyone who may see the CV may read it.
export function CvHistoryDialog({ cv, onClose }: { cv: Cv; onClose: () => void }) {
  const titleId = useId();
  const history = useCvHistory(cv.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>History of {cv.cv_name}</DialogTitle>
      <DialogContent>
        {history.isPending ? (
          <div aria-label="Loading history" role="progressbar">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={48} />
            ))}
          </div>
        ) : history.isError ? (
          <ErrorState message="The history could not be loaded." onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <EmptyState title="Nothing recorded yet" />
        ) : (
          <List aria-label={`Changes to ${cv.cv_name}`} dense>
            {history.data.map((entry) => (
              <ListItem key={entry.id} disableGutters divider>
                <ListItemText
                  primary={entry.detail}
                  secondary={
                    <>
                      {entry.changed_by} ·{' '}
                      <time dateTime={entry.changed_at} title={exactTime(entry.changed_at)}>
                        {relativeTime(entry.changed_at)}
                      </time>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
