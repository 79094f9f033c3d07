/**
 * `npm run rollback -- <app> --remove`: the remote leaves remotes.json, so new page loads
 * neither load it nor show its routes and navigation; its versions stay in the store, and a
 * later deploy (or `rollback --to`) brings it back. The shell cannot be removed: it is the page.
 */
import type { AppEntry } from '@murmur/build/apps';
import type { ReleaseContext } from './context';
import { RefusedError, isShell, unchangedIfRefused } from './store';
import { switchPointer } from './switchPointer';

export async function removeRemote(app: AppEntry, context: ReleaseContext): Promise<void> {
  await unchangedIfRefused(`${app.dir} not removed`, async () => {
    if (isShell(app))
      throw new RefusedError('the shell is the page itself: deploy another instead.');
    await switchPointer('rollback', app, context, async (current) => {
      if (!current.live) throw new RefusedError(`${app.dir} is not live.`);
      const canary = current.canary ? ` and its canary ${current.canary.version}` : '';
      return {
        version: current.live,
        next: { live: null, canary: null },
        summary: `${app.dir} is out of remotes.json (was ${current.live}${canary}): new page loads no longer show it.`,
      };
    });
  });
}
