import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import type { RequestDrawerProps } from './request-drawer';
import { goToQuery } from '@/components/url/use-url-state';
import { closedRequestQuery, newRequestQuery, openRequestQuery, requestAddressOf } from './request-address';
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
  const router = useRouter();
  return (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => goToQuery(router, newRequestQuery(router.query), 'push')}
    >
      New request
    </Button>
  );
}

// Whatever request dialog the link names: the new-request form, a request's drawer, or its edit form.
export function RequestDialogs() {
  const router = useRouter();
  const address = requestAddressOf(router.query);
  const close = useCallback(() => goToQuery(router, closedRequestQuery(router.query)), [router]);
  const backToRequest = useCallback(
    (id: number) => goToQuery(router, openRequestQuery(router.query, id)),
    [router],
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
