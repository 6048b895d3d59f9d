import Alert from '@mui/material/Alert';
import { useOnline } from '@/components/hooks/use-online';

export const OFFLINE_NOTICE =
  'You are offline. Pages wait for the connection, and nothing can be saved until it is back.';

// Said once, at the top of every screen, for as long as the browser is offline.
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      {OFFLINE_NOTICE}
    </Alert>
  );
}
