import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorReportingContext, type ErrorReporting } from './error-reporting';

// Loaded only when something has gone wrong.
const ReportDialog = dynamic(() => import('./report-dialog').then((m) => m.ReportDialog), { ssr: false });

export type ErrorBoundaryLevel = 'app' | 'screen' | 'section';

type Props = {
  // app: the whole page (the report dialog opens at once); screen: the content beside the navigation;
  // section: one part of a screen, the rest of it still working.
  level: ErrorBoundaryLevel;
  // The section's name, as the user knows it ("Skills").
  name?: string;
  // A change starts it again: the route for a screen, the tab for a section.
  resetKey?: unknown;
  children: ReactNode;
};

type State = { error: Error | null; eventId?: string; dialogOpen: boolean; resetKey: unknown };

export const SCREEN_FAILED_TITLE = 'This page stopped working';

// A render error stays where it happened: reported once, explained in place, with Try again and the
// SPEC §8 report dialog; the navigation and the rest of the screen keep working.
export class ErrorBoundary extends Component<Props, State> {
  static override contextType = ErrorReportingContext;
  declare context: ErrorReporting;

  override state: State = { error: null, dialogOpen: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, eventId: undefined, dialogOpen: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    const where = this.props.name ? `${this.props.level}: ${this.props.name}` : this.props.level;
    if (this.props.level === 'app') this.setState({ dialogOpen: true });
    void this.context.report(error, where).then((eventId) => this.setState({ eventId }));
  }

  private readonly retry = () => this.setState({ error: null, eventId: undefined, dialogOpen: false });
  private readonly openReport = () => this.setState({ dialogOpen: true });

  override render() {
    const { error, dialogOpen, eventId } = this.state;
    if (!error) return this.props.children;
    const reporter = this.context.reporter();
    const dialog = (
      <ReportDialog
        open={dialogOpen}
        defaultName={reporter?.name}
        defaultEmail={reporter?.email}
        onSend={(values) => this.context.sendFeedback({ ...values, eventId })}
        onClose={() => this.setState({ dialogOpen: false })}
      />
    );
    const { level, name } = this.props;
    if (level === 'section') {
      return (
        <Alert
          severity="error"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={this.retry}>
                Try again
              </Button>
              <Button color="inherit" size="small" onClick={this.openReport}>
                Tell us what happened
              </Button>
            </Stack>
          }
        >
          {name ? `${name} could not be shown.` : 'This part of the page could not be shown.'} The rest of the
          page still works.
          {dialog}
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
            <Button variant="contained" onClick={this.retry}>
              Try again
            </Button>
          )}
          <Button onClick={this.openReport}>Tell us what happened</Button>
        </Box>
        {dialog}
      </Box>
    );
  }
}
