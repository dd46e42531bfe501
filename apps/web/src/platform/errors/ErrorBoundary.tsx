import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView } from './RouteErrorPage';

/** The top-level boundary: anything thrown outside the router's error handling (SPEC 8). */
export class AppErrorBoundary extends Component<
  { children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorView error={this.state.error} /> : this.props.children;
  }
}
