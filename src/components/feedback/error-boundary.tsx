import dynamic from 'next/dynamic';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorReportingContext, type ErrorReporting } from './error-reporting';

// Loaded only when something has gone wrong.
const ErrorFallback = dynamic(() => import('./error-fallback').then((m) => m.ErrorFallback), { ssr: false });

export type ErrorBoundaryLevel = 'app' | 'screen' | 'section';

type Props = {
  // app: the whole page; screen: the content beside the navigation; section: one part of a screen, the
  // rest of it still working.
  level: ErrorBoundaryLevel;
  // The section's name, as the user knows it ("Skills").
  name?: string;
  // A change starts it again: the route for a screen, the tab for a section.
  resetKey?: unknown;
  children: ReactNode;
};

type State = { error: Error | null; resetKey: unknown };

export { SCREEN_FAILED_TITLE } from './feedback-texts';

// A render error stays where it happened: explained in place with Try again, while the app's report
// host reports it and opens the SPEC §8 report dialog by itself (at every level, once per error); the
// navigation and the rest of the screen keep working.
export class ErrorBoundary extends Component<Props, State> {
  static override contextType = ErrorReportingContext;
  declare context: ErrorReporting;

  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.context.capture(
      error,
      this.props.name ? `${this.props.level}: ${this.props.name}` : this.props.level,
    );
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { openReport } = this.context;
    return (
      <ErrorFallback
        level={this.props.level}
        name={this.props.name}
        onRetry={this.retry}
        onReport={openReport ? () => openReport(error) : undefined}
      />
    );
  }
}
