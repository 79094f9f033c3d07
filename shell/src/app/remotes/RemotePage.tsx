import { Suspense, useState } from 'react';
import { LoadingState } from '@murmur/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemotePageLoader } from './remotePageLoader';

interface RemotePageProps {
  loader: RemotePageLoader;
  /** What the page is, as a sentence subject: "The feed". */
  what: string;
}

/** A page that lives in a remote: loading state while it arrives, a way back if it fails. */
export function RemotePage({ loader, what }: RemotePageProps) {
  // Re-render after a retry so the fresh lazy component, not the failed one, is rendered.
  const [, setAttempt] = useState(0);
  const retry = () => {
    loader.retry();
    setAttempt((attempt) => attempt + 1);
  };

  return (
    <RemoteErrorBoundary what={what} onRetry={retry}>
      <Suspense
        fallback={
          <main>
            <LoadingState label={`Loading ${what.toLowerCase()}`} />
          </main>
        }
      >
        <loader.Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
