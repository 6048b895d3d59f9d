import { useTimeOff } from '@/api/time-offs/time-off.queries';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useEffect } from 'react';
import { refusalOf } from '@/lib/time-off-actions';
import { RequestDrawer } from './request-drawer';
import { RequestFormDialog } from './request-form-dialog';
import { useTimeOffActor } from './use-time-off-actor';

export type RequestEditSlotProps = {
  id: number;
  // Back to the request's drawer (the form closed or saved).
  onBack: (id: number) => void;
  onClose: () => void;
};

// ?request=42&edit=1: the request's drawer with its edit form over it while it may still be edited
// (a link to a decided request shows the drawer alone, and says why).
export function RequestEditSlot({ id, onBack, onClose }: RequestEditSlotProps) {
  const request = useTimeOff(id);
  const { actor, today } = useTimeOffActor();
  const refusal = request.data ? refusalOf('edit', request.data, actor, today) : null;
  const editable = request.data !== undefined && refusal === null;
  // A link to a request that can no longer be edited says so once, over its drawer.
  useEffect(() => {
    if (refusal) enqueueSnackbar(`This request cannot be edited: ${refusal}.`, { variant: 'info' });
  }, [refusal]);
  return (
    <>
      <RequestDrawer id={id} onClose={onClose} />
      {editable && request.data ? (
        <RequestFormDialog target={{ kind: 'edit', request: request.data }} onClose={() => onBack(id)} />
      ) : null}
    </>
  );
}
