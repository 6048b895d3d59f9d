import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useStopImpersonation } from '@/api/impersonation/impersonation.mutations';
import { useSession } from '@/api/use-session';
import { useFollowUrl } from '../shared/use-follow-url';

// Always visible while acting as someone else, with the way back.
export function ImpersonationBanner() {
  const { impersonation } = useSession();
  const stop = useStopImpersonation();
  const follow = useFollowUrl();
  if (!impersonation) return null;
  return (
    <Alert
      severity="warning"
      square
      role="status"
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          loading={stop.isPending}
          onClick={() =>
            stop.mutate(impersonation.userId, { onSuccess: follow, onError: () => follow('/employees') })
          }
        >
          Stop impersonating
        </Button>
      }
    >
      You are signed in as <strong>{impersonation.name}</strong>. What you do here is done as them.
    </Alert>
  );
}
