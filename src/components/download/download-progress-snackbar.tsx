import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import type { DownloadState } from './use-download';

// Shown while a file is prepared: determinate when the server says the size, indeterminate before.
export function DownloadProgressSnackbar({ state, onClose }: { state: DownloadState; onClose: () => void }) {
  const open = state.status !== 'idle';
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      autoHideDuration={state.status === 'done' ? 4000 : null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway' && state.status === 'done') onClose();
      }}
    >
      <Alert
        severity={state.status === 'done' ? 'success' : 'info'}
        role="status"
        sx={{ width: 360 }}
        onClose={state.status === 'done' ? onClose : undefined}
      >
        {state.status === 'running' ? (
          <>
            <Typography variant="body2" gutterBottom>
              {state.label}
            </Typography>
            <LinearProgress
              variant={state.progress === null ? 'indeterminate' : 'determinate'}
              value={state.progress === null ? undefined : Math.round(state.progress * 100)}
              aria-label={state.label}
            />
          </>
        ) : state.status === 'done' ? (
          `Downloaded ${state.fileName}`
        ) : null}
      </Alert>
    </Snackbar>
  );
}
