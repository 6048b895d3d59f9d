import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { readStoredUser } from '@/api/users/user.queries';
import { reportError, sendFeedback } from './monitoring';

// Loaded only when something has gone wrong.
const ReportDialog = dynamic(
  () => import('@/components/feedback/report-dialog').then((m) => m.ReportDialog),
  {
    ssr: false,
  },
);

type State = { error: Error | null; eventId?: string; dialogOpen: boolean };

// An unhandled error shows an apology with the crash report dialog instead of a blank page.
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, dialogOpen: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, dialogOpen: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    void reportError(error, info.componentStack ? 'render' : 'unknown').then((eventId) =>
      this.setState({ eventId }),
    );
  }

  override render() {
    const { error, dialogOpen, eventId } = this.state;
    if (!error) return this.props.children;
    const user = readStoredUser();
    return (
      <Box component="main" sx={{ maxWidth: 640, mx: 'auto', mt: 10, px: 3, textAlign: 'center' }}>
        <Typography variant="h1" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The page stopped working. Your saved work is safe on the server; reloading usually helps.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <Button onClick={() => this.setState({ dialogOpen: true })}>Tell us what happened</Button>
        </Box>
        <ReportDialog
          open={dialogOpen}
          defaultName={user?.name}
          defaultEmail={user?.email}
          onSend={(values) => sendFeedback({ ...values, eventId })}
          onClose={() => this.setState({ dialogOpen: false })}
        />
      </Box>
    );
  }
}
