import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export type DeleteButtonProps = {
  // What is deleted, as people call it: "the course “Cloud fundamentals”".
  what: string;
  // The button's accessible name: "Delete Cloud fundamentals".
  label: string;
  onDelete: () => Promise<unknown>;
};

// A delete icon button that asks first; the dialog stays (busy) until the API has answered, and closes only on success.
export function DeleteButton({ what, label, onDelete }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
      setOpen(false);
    } catch {
      // The mutation's error policy has said what happened; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          <DeleteOutline />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title="Delete?"
        description={`This deletes ${what}. It cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
