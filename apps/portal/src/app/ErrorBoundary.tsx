import { ErrorFallback } from '@portal/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { handOverFirstPaint } from './first-paint.ts';

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
    // The fallback is in #root, hidden while the sign-in screen's first paint is still there.
    handOverFirstPaint();
  }

  override render() {
    if (this.state.error) {
      return <ErrorFallback onRefresh={() => window.location.reload()} details={this.state.error.message} />;
    }
    return this.props.children;
  }
}
