import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useId } from 'react';
import { useDeleteCareerChange } from '@/api/career-history/career-history.mutations';
import { useCareerChanges } from '@/api/career-history/career-history.queries';
import type { CareerChange } from '@/api/career-history/career-history.schemas';
import { DeleteButton } from '@/components/feedback/delete-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryListDialog } from '@/components/feedback/query-list-dialog';
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
        <DeleteButton
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
  const changes = useCareerChanges(entryId);
  return (
    <QueryListDialog
      title={`History of ${stepLabel}`}
      list={changes}
      loadingLabel="Loading the history"
      errorMessage="The history could not be loaded."
      empty={<EmptyState title="No changes recorded" description="Edits to this step will be listed here." />}
      onClose={onClose}
    >
      {(items) => (
        <Box component="ol" aria-label="Recorded changes" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((change) => (
            <ChangeItem key={change.id} change={change} userId={userId} editable={editable} />
          ))}
        </Box>
      )}
    </QueryListDialog>
  );
}
