import { Component, type ReactNode } from 'react';
import { ErrorState } from '@murmur/ui';
import { RemoteLoadError } from '../../federation/RemoteLoadError';
import { reportBoundaryError } from '../../telemetry/startTelemetry';

interface Props {
  /** What the page is, as a sentence subject: "The feed". */
  what: string;
  /** Renders the page afresh; the parent remounts this boundary to clear the failure. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a remote page that fails to load, or that loads and then crashes while rendering, so
 * the top bar, the navigation and every other page keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportBoundaryError(error);
  }

  override render() {
    const { what, onRetry, children } = this.props;
    if (!this.state.failed) return children;
    const { error } = this.state;
    return (
      <main>
        {error instanceof RemoteLoadError ? (
          <ErrorState
            title={`${what} could not be loaded.`}
            message={error.message}
            onRetry={onRetry}
          />
        ) : (
          <ErrorState
            title={`${what} stopped working.`}
            message="Something on this page went wrong. Try again, or go to another page."
            onRetry={onRetry}
          />
        )}
      </main>
    );
  }
}
