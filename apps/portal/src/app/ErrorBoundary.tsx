import { ErrorFallback } from '@portal/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** 'Something went wrong' with 'Refresh Page', and what failed. */
export function ErrorScreen({ details }: { details?: string | undefined }) {
  return <ErrorFallback onRefresh={() => window.location.reload()} details={details} />;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value clears the error: a route's boundary takes the address, so leaving the page recovers. */
  resetKey?: string | undefined;
}

/**
 * Shows {@link ErrorScreen} in place of what failed to render: the whole app (`App.tsx`) or one route's
 * screen, inside the frame (`app/routes.tsx`). A class, because React offers error boundaries only as
 * classes; small enough not to need a library.
 */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { error: Error | null; resetKey?: string | undefined }
> {
  override state: { error: Error | null; resetKey?: string | undefined } = { error: null };

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { resetKey?: string | undefined }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the portal:', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorScreen details={this.state.error.message} />;
    return this.props.children;
  }
}
