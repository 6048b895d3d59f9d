import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SaveFailure } from './failure';

// What a failed save says, at the form: nothing typed is lost, and Retry sends it again.
export function SaveFailureAlert({
  failure,
  unreachable,
  onRetry,
}: {
  failure: SaveFailure | null;
  unreachable: string;
  onRetry: () => void;
}) {
  if (!failure) return null;
  if (failure.kind === 'refused') {
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {failure.message}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {unreachable} Nothing was saved; what you entered is still here.
    </Alert>
  );
}
