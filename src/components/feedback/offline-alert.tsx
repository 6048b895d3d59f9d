import Alert from '@mui/material/Alert';
import { OFFLINE_NOTICE } from './feedback-texts';

// The notice itself, loaded only once the browser goes offline.
export function OfflineAlert() {
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      {OFFLINE_NOTICE}
    </Alert>
  );
}
