import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useDisconnectIntegration } from '@/api/integrations/integration.mutations';
import type { IntegrationType } from '@/api/integrations/integration.schemas';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { INTEGRATION_TEXTS } from './integration-texts';

// Asks first, saying what stops working; a refusal keeps the dialog open (the error policy says why).
export function DisconnectDialog({ type, onClose }: { type: IntegrationType; onClose: () => void }) {
  const disconnect = useDisconnectIntegration();
  const texts = INTEGRATION_TEXTS[type];
  return (
    <ConfirmDialog
      open
      title={`Disconnect ${texts.name}?`}
      description={texts.onDisconnect}
      confirmLabel="Disconnect"
      destructive
      busy={disconnect.isPending}
      onConfirm={() =>
        disconnect.mutate(type, {
          onSuccess: (answer) => {
            enqueueSnackbar(answer.message, { variant: 'success' });
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
