import { Component, type ReactNode } from 'react';
import { ErrorState } from '@murmur/shared';

interface Props {
  /** What the page is, as a sentence subject: "The feed". */
  what: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load (or crashes) so the rest of the shell keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main>
        <ErrorState
          title={`${this.props.what} could not be loaded.`}
          message="Check your connection, then try again."
          onRetry={this.retry}
        />
      </main>
    );
  }
}
