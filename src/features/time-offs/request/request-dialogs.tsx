import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useCallback } from 'react';
import type { RequestDrawerProps } from './request-drawer';
import { useUrlState } from '@/components/url/use-url-state';
import { NEW_REQUEST, NO_REQUEST, requestUrl } from './request-url';
import type { RequestEditSlotProps } from './request-edit-slot';
import type { RequestFormDialogProps } from './request-form-dialog';

// The form (with its date pickers) and the drawer load when a link opens them, not with /time-offs.
const RequestFormDialog = dynamic<RequestFormDialogProps>(() =>
  import('./request-form-dialog').then((module) => module.RequestFormDialog),
);
const RequestDrawer = dynamic<RequestDrawerProps>(() =>
  import('./request-drawer').then((module) => module.RequestDrawer),
);
const RequestEditSlot = dynamic<RequestEditSlotProps>(() =>
  import('./request-edit-slot').then((module) => module.RequestEditSlot),
);

// "New request": opens the form by the link (?request=new), so a reload keeps it open.
export function NewRequestButton() {
  const [, setRequest] = useUrlState(requestUrl);
  return (
    <Button variant="contained" startIcon={<Add />} onClick={() => setRequest(NEW_REQUEST, 'push')}>
      New request
    </Button>
  );
}

// Whatever request dialog the link names: the new-request form, a request's drawer, or its edit form.
export function RequestDialogs() {
  const [address, setRequest] = useUrlState(requestUrl);
  const close = useCallback(() => setRequest(NO_REQUEST), [setRequest]);
  const backToRequest = useCallback(
    (id: number) => setRequest({ kind: 'open', id, editing: false }),
    [setRequest],
  );
  if (address.kind === 'none') return null;
  if (address.kind === 'new')
    return (
      <RequestFormDialog
        target={{ kind: 'new', start: address.start, userId: address.userId }}
        onClose={close}
      />
    );
  if (address.editing && address.id !== null)
    return <RequestEditSlot id={address.id} onBack={backToRequest} onClose={close} />;
  return <RequestDrawer id={address.id} onClose={close} />;
}
