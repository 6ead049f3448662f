import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isChunkLoadError } from './chunk-load.ts';
import { RouteErrorView } from './route-error-view.tsx';

interface BoundaryProps {
  /** The address shown: a new one clears the error, so leaving a broken page works. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | undefined;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === undefined) return { failedAt: props.resetKey };
    return props.resetKey === state.failedAt ? null : { error: undefined, failedAt: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // A missing chunk is the network's doing and has its own message; anything else is a defect to look at.
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorView error={this.state.error} />;
  }
}

/**
 * Catches what a page throws while loading its code (ChunkLoadError) or rendering, below the
 * header, and shows RouteErrorView; navigating elsewhere clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
