import { useRouteError } from 'react-router-dom';
import { ErrorState } from '@murmur/ui';
import { paths } from '@murmur/core';

/** Last resort for a crash outside a remote page (a remote page has its own boundary). */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'An unexpected error stopped the page.';
  return (
    <main>
      <ErrorState
        title="Murmur stopped working"
        message={message}
        onRetry={() => window.location.assign(paths.home)}
      />
    </main>
  );
}
