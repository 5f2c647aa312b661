import { ErrorFallback } from '@portal/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * The top-level fallback: 'Something went wrong' with 'Refresh Page'. A class, because React
 * offers error boundaries only as classes; small enough not to need a library.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the portal:', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <ErrorFallback onRefresh={() => window.location.reload()} details={this.state.error.message} />;
    }
    return this.props.children;
  }
}
