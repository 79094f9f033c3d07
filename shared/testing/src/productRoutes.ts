/**
 * remotes.json as `npm run serve` would write it for this repository's remotes: each remote's
 * manifest on its serve port and the routes it declares in its own src/routes.ts, read as the
 * shell's builds read them. For the shell's tests, which may not import a remote: the routes are
 * never restated here, so a remote's new route reaches them as it reaches the product.
 */
import { remotesMap } from '@murmur/build/apps';
import { repositoryRoutesOf, withRoutes } from '@murmur/build/routes/remotesJson';

export const productRemotesJson = (): Record<string, unknown> =>
  withRoutes(
    remotesMap((app) => app.servePort),
    repositoryRoutesOf,
  );
