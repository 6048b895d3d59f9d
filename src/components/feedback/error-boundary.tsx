import dynamic from 'next/dynamic';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorReportingContext, type ErrorReporting } from './error-reporting';

// Loaded only when something has gone wrong.
const ReportDialog = dynamic(() => import('./report-dialog').then((m) => m.ReportDialog), { ssr: false });
const ErrorFallback = dynamic(() => import('./error-fallback').then((m) => m.ErrorFallback), { ssr: false });

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

export { SCREEN_FAILED_TITLE } from './feedback-texts';

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
    return (
      <ErrorFallback
        level={this.props.level}
        name={this.props.name}
        onRetry={this.retry}
        onReport={this.openReport}
        dialog={
          <ReportDialog
            open={dialogOpen}
            defaultName={reporter?.name}
            defaultEmail={reporter?.email}
            onSend={(values) => this.context.sendFeedback({ ...values, eventId })}
            onClose={() => this.setState({ dialogOpen: false })}
          />
        }
      />
    );
  }
}
