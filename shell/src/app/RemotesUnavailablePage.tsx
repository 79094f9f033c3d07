import { ErrorState } from '@murmur/ui';

/**
 * Every address while remotes.json cannot be read: the routes come from it, so the shell
 * cannot tell a page from a wrong address. Trying again loads the page afresh.
 */
export function RemotesUnavailablePage({ reason }: { reason: string }) {
  return (
    <main>
      <ErrorState
        title="Murmur could not find where its apps live."
        message={reason}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
