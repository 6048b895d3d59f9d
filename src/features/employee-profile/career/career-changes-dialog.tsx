import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useId } from 'react';
import { useDeleteCareerChange } from '@/api/career-history/career-history.mutations';
import { useCareerChanges } from '@/api/career-history/career-history.queries';
import type { CareerChange } from '@/api/career-history/career-history.schemas';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { DeleteEntryButton } from '../components/delete-entry-button';
import { changeValueText, fieldLabelOf, formatMoment } from './career-format';

export type CareerChangesDialogProps = {
  userId: number;
  entryId: number;
  // The step as people call it: "Software Engineer since 1 Mar 2025".
  stepLabel: string;
  // Deleting a recorded change is an edit of the profile: only when the edit gate allows.
  editable: boolean;
  onClose: () => void;
};

function ChangeItem({
  change,
  userId,
  editable,
}: {
  change: CareerChange;
  userId: number;
  editable: boolean;
}) {
  const remove = useDeleteCareerChange(userId);
  const headingId = useId();
  const when = formatMoment(change.changed_at);
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {change.changed_by} · {when}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {change.changes.map((item) => (
            <Typography component="li" key={item.field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {fieldLabelOf(item.field)}: {changeValueText(item.field, item.from)} →{' '}
              {changeValueText(item.field, item.to)}
            </Typography>
          ))}
        </Box>
      </Box>
      {editable ? (
        <DeleteEntryButton
          what={`the change recorded by ${change.changed_by} on ${when}`}
          label={`Delete the change by ${change.changed_by} on ${when}`}
          onDelete={() =>
            remove.mutateAsync({ changeId: change.id, entryId: change.career_history_id }).then(() => {
              enqueueSnackbar('Change deleted', { variant: 'success' });
            })
          }
        />
      ) : null}
    </Box>
  );
}

// Who changed a step, when, and each field from → to; newest first.
export function CareerChangesDialog({
  userId,
  entryId,
  stepLabel,
  editable,
  onClose,
}: CareerChangesDialogProps) {
  const titleId = useId();
  const changes = useCareerChanges(entryId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>History of {stepLabel}</DialogTitle>
      <DialogContent>
        {changes.isPending ? (
          <LoadingState rows={3} label="Loading the history" />
        ) : changes.isError ? (
          <ErrorState message="The history could not be loaded." onRetry={() => void changes.refetch()} />
        ) : changes.data.length === 0 ? (
          <EmptyState title="No changes recorded" description="Edits to this step will be listed here." />
        ) : (
          <Box component="ol" aria-label="Recorded changes" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {changes.data.map((change) => (
              <ChangeItem key={change.id} change={change} userId={userId} editable={editable} />
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
