import { Component, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '@murmur/ui';
import { RemoteLoadError } from '../../federation/RemoteLoadError';
import { reportBoundaryError } from '../../telemetry/startTelemetry';

interface Props {
  /** What the page is, as a sentence subject: "The feed". */
  what: string;
  /** Renders the page afresh; the parent remounts this boundary to clear the failure. */
  onRetry: () => void;
  /**
   * Whether a failure can be recovered from without the person (another version of the
   * remote), and the recovery, which says whether it happened: the page then shows loading
   * until it is rendered again, and the error only if it cannot be.
   */
  recovery?: { possible: (error: unknown) => boolean; recover: () => boolean };
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  recovering: boolean;
}

/**
 * Catches a remote page that fails to load, or that loads and then crashes while rendering, so
 * the top bar, the navigation and every other page keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, recovering: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportBoundaryError(error);
    const { recovery, onRetry } = this.props;
    if (!recovery?.possible(error)) return;
    this.setState({ recovering: true });
    // Rendered again by the parent (a new boundary) once the remote moved; else the error shows.
    if (recovery.recover()) onRetry();
    else this.setState({ recovering: false });
  }

  override render() {
    const { what, onRetry, children, recovery } = this.props;
    if (!this.state.failed) return children;
    const { error, recovering } = this.state;
    if (recovering || recovery?.possible(error)) {
      return (
        <main>
          <LoadingState label={`Loading ${what.toLowerCase()}`} />
        </main>
      );
    }
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
