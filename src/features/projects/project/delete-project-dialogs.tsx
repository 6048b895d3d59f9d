import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { projectStatusLabel, type Project } from '@/api/internal-projects/internal-project.schemas';
import { CLOSING_STATUSES } from '@/api/internal-projects/project-detail.schemas';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';

type RefusedProps = {
  open: boolean;
  // The API's words: how many invoices refer to the project, and what to do instead.
  message: string;
  currentStatus: string;
  busy: boolean;
  onClose: () => void;
  onSetStatus: (status: string) => void;
};

// A project that invoices refer to stays; it can be closed instead (Cancelled or Completed), from here.
function DeleteRefusedDialog({ open, message, currentStatus, busy, onClose, onSetStatus }: RefusedProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>This project cannot be deleted</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus disabled={busy}>
          Keep it as it is
        </Button>
        {[...CLOSING_STATUSES].reverse().map((status) => (
          <Button
            key={status}
            variant="contained"
            disabled={busy || status === currentStatus}
            onClick={() => onSetStatus(status)}
          >
            Set status to {projectStatusLabel(status)}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}

type Props = {
  project: Project;
  confirming: boolean;
  deleting: boolean;
  // Why the last try failed, when it was not a refusal (that has its own dialog).
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  // The API's refusal, while it is shown.
  refusal: string | null;
  closing: boolean;
  onCloseRefusal: () => void;
  onSetStatus: (status: string) => void;
};

// Deleting a project: the question first, then, if invoices refer to it, the offer to close it.
export function DeleteProjectDialogs({
  project,
  confirming,
  deleting,
  failure,
  onConfirm,
  onCancel,
  refusal,
  closing,
  onCloseRefusal,
  onSetStatus,
}: Props) {
  return (
    <>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${project.title}?`}
        description={
          <>
            <Typography component="span" sx={{ display: 'block' }}>
              The project, its terms and its files are deleted. This cannot be undone.
            </Typography>
            {failure ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            ) : null}
          </>
        }
        confirmLabel="Delete project"
        destructive
        busy={deleting}
        onConfirm={onConfirm}
        onClose={onCancel}
      />
      <DeleteRefusedDialog
        open={refusal !== null}
        message={refusal ?? ''}
        currentStatus={project.status}
        busy={closing}
        onClose={onCloseRefusal}
        onSetStatus={onSetStatus}
      />
    </>
  );
}
