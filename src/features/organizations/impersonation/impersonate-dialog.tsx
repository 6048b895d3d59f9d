import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useStartImpersonation } from '@/api/impersonation/impersonation.mutations';
import type { MinimalUser } from '@/api/minimal-users/minimal-user.schemas';
import { useMinimalUsers } from '@/api/minimal-users/minimal-users.api';
import { useCurrentUser } from '@/api/users/user.queries';
import { useFollowUrl } from '../shared/use-follow-url';

const ADMIN_ROLE = 'admin';

// An admin picks a colleague and sees the portal exactly as they do.
export function ImpersonateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [selected, setSelected] = useState<MinimalUser | null>(null);
  const { user } = useCurrentUser();
  const users = useMinimalUsers(false, { enabled: open });
  const start = useStartImpersonation();
  const follow = useFollowUrl();
  // Yourself and other admins cannot be impersonated (the API refuses them too).
  const options = (users.data ?? []).filter(
    (candidate) => candidate.id !== user?.id && candidate.role !== ADMIN_ROLE,
  );

  const confirm = () => {
    if (!selected) return;
    start.mutate(
      { id: selected.id, name: selected.name },
      {
        onSuccess: ({ url }) => {
          onClose();
          follow(url);
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Impersonate a user</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          You will see the portal as this person sees it until you stop impersonating.
        </DialogContentText>
        <Autocomplete
          options={options}
          loading={users.isPending}
          value={selected}
          onChange={(_event, value) => setSelected(value)}
          getOptionLabel={(option) => (option.email ? `${option.name} (${option.email})` : option.name)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label="User" autoFocus />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!selected} loading={start.isPending} onClick={confirm}>
          Impersonate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
