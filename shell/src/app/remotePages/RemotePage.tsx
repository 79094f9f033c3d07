import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingState } from '@murmur/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemotePageLoader } from './remotePageLoader';
import {
  markRendered,
  mayRecoverFromCrash,
  recoverFromCrash,
} from '../../federation/fallback/firstRender';

interface RemotePageProps {
  loader: RemotePageLoader;
  /** What the page is, as a sentence subject: "The feed". */
  what: string;
}

/** Renders nothing; says that the remote's page beside it rendered and committed. */
function RenderedMark({ remote }: { remote: string }) {
  useEffect(() => markRendered(remote), [remote]);
  return null;
}

/**
 * A page that lives in a remote: loading state while it arrives, its last good version if it
 * crashes on its first render, a way back if it fails.
 */
export function RemotePage({ loader, what }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // The router reuses this element across routes, so the boundary is keyed: a failure belongs
  // to one page at one address and one attempt, and never greets the next page in its place.
  const boundaryKey = `${what}|${pathname}|${attempt}`;

  return (
    <RemoteErrorBoundary
      key={boundaryKey}
      what={what}
      onRetry={() => setAttempt((count) => count + 1)}
      recovery={{
        possible: (error) => mayRecoverFromCrash(loader.remote, error),
        recover: () => {
          const moved = recoverFromCrash(loader.remote);
          if (moved) loader.reload();
          return moved;
        },
      }}
    >
      <Suspense
        fallback={
          <main>
            <LoadingState label={`Loading ${what.toLowerCase()}`} />
          </main>
        }
      >
        <loader.Page />
        <RenderedMark remote={loader.remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
