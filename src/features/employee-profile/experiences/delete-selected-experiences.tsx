import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useState } from 'react';
import { useDeleteExperiences } from '@/api/experiences/experience.mutations';
import type { Experience } from '@/api/experiences/experience.schemas';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { experienceName } from './experience-list';

export type DeleteSelectedExperiencesProps = {
  userId: number;
  // The ticked experiences, in the list's order.
  selected: readonly Experience[];
  onDeleted: () => void;
};

const countOf = (count: number) => `${count} experience${count === 1 ? '' : 's'}`;

// Deletes every ticked experience in one call, after saying how many and which.
export function DeleteSelectedExperiences({ userId, selected, onDeleted }: DeleteSelectedExperiencesProps) {
  const remove = useDeleteExperiences(userId);
  const [open, setOpen] = useState(false);
  if (selected.length === 0) return null;
  const count = countOf(selected.length);

  const confirm = async () => {
    try {
      await remove.mutateAsync(selected.map((entry) => entry.id));
    } catch {
      // The error policy has said what happened; the dialog stays for another try.
      return;
    }
    setOpen(false);
    onDeleted();
    enqueueSnackbar(`${count} deleted`, { variant: 'success' });
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteSweepOutlined />}
        onClick={() => setOpen(true)}
      >
        Delete selected ({selected.length})
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${count}?`}
        description={
          <>
            This deletes {count}:
            <ul>
              {selected.map((entry) => (
                <li key={entry.id}>{experienceName(entry)}</li>
              ))}
            </ul>
            It cannot be undone.
          </>
        }
        confirmLabel={`Delete ${count}`}
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
