import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/api-error';
import { useCreateAvailabilityEntry } from '@/api/availability/availability-entry.mutations';
import { useAvailabilityEntries } from '@/api/availability/availability-entry.queries';
import { LoadingState } from '@/components/feedback/loading-state';
import { DateInput } from '@/components/form/date-input';
import {
  AVAILABILITY_TYPE_LABELS,
  AVAILABILITY_TYPES,
  AVAILABILITY_VALUES,
  dayOf,
  validateAvailability,
  type AvailabilityType,
} from '@/lib/availability';
import { toFieldMessages } from '@/lib/server-errors';
import { INVALID_DATE_MESSAGE, validateDate } from '@/lib/validation';

type Draft = { type: AvailabilityType; date: string; availability: string };

export type AvailabilityPerson = { id: number; name: string; role: string };

// A person's availability over time, and a new entry checked by SPEC §5's rules before it is sent.
// Opened from the directory and from the profile.
export function AvailabilityDialog({
  employee,
  onClose,
}: {
  employee: AvailabilityPerson;
  onClose: () => void;
}) {
  const titleId = useId();
  const entries = useAvailabilityEntries(employee.id);
  const create = useCreateAvailabilityEntry();
  const [draft, setDraft] = useState<Draft>({
    type: 'billable',
    date: dayOf(new Date()),
    availability: 'Available',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dateError = draft.date ? validateDate(draft.date) : INVALID_DATE_MESSAGE;
    const ruleError = validateAvailability(draft, entries.data ?? [], employee.role);
    setErrors({ date: dateError, availability: ruleError });
    if (dateError || ruleError) return;
    create.mutate(
      { user_id: employee.id, ...draft },
      {
        onSuccess: () => {
          enqueueSnackbar(`Availability of ${employee.name} saved`, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error) || error.status !== 422) return;
          const messages = toFieldMessages(error.fieldErrors);
          setErrors(
            Object.fromEntries(messages.map(({ field, message }) => [field.replace(/^data\./, ''), message])),
          );
        },
      },
    );
  };

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({
      ...current,
      [key]: undefined,
      availability: key === 'availability' ? undefined : current.availability,
    }));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Availability of {employee.name}</DialogTitle>
        <DialogContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, mb: 3 }}>
            <TextField
              select
              label="Type"
              value={draft.type}
              onChange={(event) => set('type', event.target.value as AvailabilityType)}
            >
              {AVAILABILITY_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {AVAILABILITY_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            <DateInput
              label="From"
              value={draft.date || null}
              onChange={(date) => set('date', date ?? '')}
              error={Boolean(errors.date)}
              helperText={errors.date}
            />
            <TextField
              select
              label="Availability"
              value={draft.availability}
              onChange={(event) => set('availability', event.target.value)}
              error={Boolean(errors.availability)}
              helperText={errors.availability}
            >
              {AVAILABILITY_VALUES.map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Typography variant="h3" component="h3" gutterBottom>
            History
          </Typography>
          {entries.isPending ? (
            <LoadingState rows={2} label="Loading availability" />
          ) : entries.isError ? (
            <Alert severity="error">The history could not be loaded.</Alert>
          ) : entries.data.length === 0 ? (
            <Typography color="text.secondary">No availability set yet.</Typography>
          ) : (
            <Table size="small" aria-label="Availability history">
              <TableHead>
                <TableRow>
                  <TableCell>From</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Availability</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[...entries.data]
                  .sort((a, b) => (a.date === b.date ? b.id - a.id : b.date.localeCompare(a.date)))
                  .map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell>{entry.date}</TableCell>
                      <TableCell>
                        {AVAILABILITY_TYPE_LABELS[entry.type as AvailabilityType] ?? entry.type}
                      </TableCell>
                      <TableCell>{entry.data.availability}</TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Save availability
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
