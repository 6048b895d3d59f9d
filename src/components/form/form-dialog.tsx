import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FormError } from './form-error';
import { useLeaveGuard } from './use-leave-guard';

export type FormDialogProps = {
  open: boolean;
  title: string;
  // react-hook-form's handleSubmit(...): the dialog stays open with every value if the save fails.
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  saving: boolean;
  // A message with no field to sit on (the form's root error).
  error?: string;
  submitLabel?: string;
  // Values differ from those it opened with: leaving the page asks first.
  dirty?: boolean;
  children: ReactNode;
};

// An add/edit form in a dialog. Closing while saving is refused so nothing is lost.
export function FormDialog({
  open,
  title,
  onSubmit,
  onClose,
  saving,
  error,
  submitLabel = 'Save',
  dirty = false,
  children,
}: FormDialogProps) {
  const titleId = useId();
  useLeaveGuard(open && dirty);
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormError message={error} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
