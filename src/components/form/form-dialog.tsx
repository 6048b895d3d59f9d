import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
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
  // A step back (a wizard's earlier step), between Cancel and the submit button.
  onBack?: () => void;
  // The submit button waits for something the form still needs (a wizard's calculation).
  submitDisabled?: boolean;
  maxWidth?: DialogProps['maxWidth'];
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
  onBack,
  submitDisabled = false,
  maxWidth = 'sm',
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
      maxWidth={maxWidth}
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
        {onBack ? (
          <Button onClick={onBack} disabled={saving}>
            Back
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={saving} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
