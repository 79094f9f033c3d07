/** `npm run promote -- <app>`: the app's canary becomes its live version, for every session. */
import type { AppEntry } from '@murmur/build/apps';
import type { ReleaseContext } from './context';
import { RefusedError } from './store';
import { switchPointer } from './switchPointer';

export async function promote(app: AppEntry, context: ReleaseContext): Promise<void> {
  await switchPointer('promote', app, context, async (current) => {
    const { canary, live } = current;
    if (!canary) {
      throw new RefusedError(
        `${app.dir} has no canary to promote (live: ${live ?? 'nothing'}). The pointers are unchanged.`,
      );
    }
    return {
      version: canary.version,
      next: { live: canary.version, canary: null },
      summary: `${app.dir} ${canary.version} is live for everyone (was ${canary.percent} % of sessions; ${live} before).`,
    };
  });
}
