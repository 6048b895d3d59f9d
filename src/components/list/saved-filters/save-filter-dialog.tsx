import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/api-error';
import { useCreateSavedFilter } from '@/api/saved-filters/saved-filter.mutations';
import type { SavedFilterList } from '@/api/saved-filters/saved-filter.schemas';
import { toFieldMessages } from '@/lib/server-errors';

// Names the current filter so it can be applied again later.
export function SaveFilterDialog({
  filters,
  list,
  onClose,
}: {
  filters: Record<string, string>;
  list?: SavedFilterList;
  onClose: () => void;
}) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateSavedFilter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name is required');
      return;
    }
    create.mutate(
      { name: name.trim(), filters, list },
      {
        onSuccess: () => {
          enqueueSnackbar(`Filter “${name.trim()}” saved`, { variant: 'success' });
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 422) {
            setError(
              toFieldMessages(failure.fieldErrors).find((m) => m.field === 'name')?.message ??
                failure.message,
            );
          }
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Save filter</DialogTitle>
        <DialogContent>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? 'For example: Senior developers available now'}
            autoFocus
            required
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
