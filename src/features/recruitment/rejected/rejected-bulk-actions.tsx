import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useState } from 'react';
import { recruitmentKeys } from '@/api/recruitment/recruitment.keys';
import { useDeleteUsers } from '@/api/users/user-bulk.mutations';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { BulkActionsBar } from '@/components/list/bulk-actions-bar';

export const candidatesCount = (count: number): string =>
  count === 1 ? '1 candidate' : `${count} candidates`;

// What can be done to the selected rejected candidates at once: deleted for good (they are users, so
// through DELETE /user), after a confirmation that names how many.
export function RejectedBulkActions({
  selectedIds,
  canDelete,
  onDone,
}: {
  selectedIds: number[];
  canDelete: boolean;
  onDone: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const remove = useDeleteUsers({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruitmentKeys.all() }),
  });
  const count = selectedIds.length;

  const confirm = () =>
    remove.mutate(selectedIds, {
      onSuccess: () => {
        enqueueSnackbar(`${candidatesCount(count)} deleted`, { variant: 'success' });
        onDone();
      },
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <BulkActionsBar count={count} noun={candidatesCount} onClear={onDone}>
        {canDelete ? (
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        ) : null}
      </BulkActionsBar>
      {confirming ? (
        <ConfirmDialog
          open
          title={`Delete ${candidatesCount(count)}?`}
          description={`${candidatesCount(count)}, their CVs and their history will be deleted for good. This cannot be undone.`}
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}
