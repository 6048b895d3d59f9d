import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ErrorBoundaryLevel } from './error-boundary';
import { SCREEN_FAILED_TITLE } from './feedback-texts';

type Props = {
  level: ErrorBoundaryLevel;
  name?: string;
  onRetry: () => void;
  // Opens the report dialog again; absent where there is none to open.
  onReport?: () => void;
};

// What a boundary shows in place of what failed (loaded only then, so no page carries it).
export function ErrorFallback({ level, name, onRetry, onReport }: Props) {
  if (level === 'section') {
    return (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
            {onReport ? (
              <Button color="inherit" size="small" onClick={onReport}>
                Tell us what happened
              </Button>
            ) : null}
          </Stack>
        }
      >
        {name ? `${name} could not be shown.` : 'This part of the page could not be shown.'} The rest of the
        page still works.
      </Alert>
    );
  }
  const full = level === 'app';
  return (
    <Box
      component={full ? 'main' : 'section'}
      role={full ? undefined : 'alert'}
      sx={{ maxWidth: 640, mx: 'auto', mt: full ? 10 : 4, px: 3, textAlign: 'center' }}
    >
      <Typography variant={full ? 'h1' : 'h2'} component={full ? 'h1' : 'h2'} gutterBottom>
        {full ? 'Something went wrong' : SCREEN_FAILED_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {full
          ? 'The page stopped working. Your saved work is safe on the server; reloading usually helps.'
          : 'Something on this page failed. Your saved work is safe on the server; try again, or go to another page.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
        {full ? (
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        ) : (
          <Button variant="contained" onClick={onRetry}>
            Try again
          </Button>
        )}
        {onReport ? <Button onClick={onReport}>Tell us what happened</Button> : null}
      </Box>
    </Box>
  );
}
