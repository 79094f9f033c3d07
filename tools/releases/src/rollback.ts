/**
 * `npm run rollback -- <app> [--to <version>] [--no-fault]`: the previous live version (or the
 * named one) is live again; a running canary ends. Nothing is built: only the pointer moves.
 * The version left is taken to have a fault, so it never becomes the app's last good version
 * (lastGood.ts), unless the rollback says `--no-fault` (a version left for another reason).
 */
import type { AppEntry } from '@murmur/build/apps';
import { refuseUnlessCompatible } from './compatibility';
import type { ReleaseContext } from './context';
import { versionsEverLive, type LogEntry } from './releaseLog';
import { RefusedError, isShell, unchangedIfRefused, versionFolder } from './store';
import { switchPointer } from './switchPointer';
import { refuseUnlessVersion } from './trust/storeNames';
import { versionInfo, versionNumber } from './versions';

/** The newest version older than `current` that was ever live, as the log tells. */
export function previousLive(log: readonly LogEntry[], app: AppEntry, current: string): string {
  const earlier = versionsEverLive(log, app.dir)
    .filter((version) => versionNumber(version) < versionNumber(current))
    .sort((a, b) => versionNumber(b) - versionNumber(a));
  if (earlier.length === 0) {
    throw new RefusedError(
      `${app.dir} has no version before ${current} that was live. Name one with --to (npm run releases -- ${app.dir} lists them).`,
    );
  }
  return earlier[0]!;
}

export interface RollbackOptions {
  /** The version left had a fault (the default): it is never the last good one. */
  fault?: boolean;
}

export async function rollback(
  app: AppEntry,
  to: string | undefined,
  context: ReleaseContext,
  { fault = true }: RollbackOptions = {},
): Promise<void> {
  const { paths } = context;
  await unchangedIfRefused(`${app.dir} not rolled back`, () =>
    switchPointer('rollback', app, context, async (current, state, log) => {
      if (!current.live) throw new RefusedError(`${app.dir} has nothing live to roll back.`);
      if (current.canary && to === undefined) {
        return {
          version: current.canary.version,
          next: { live: current.live, canary: null },
          summary: `${app.dir}: the canary ${current.canary.version} ended; ${current.live} is live for everyone.`,
          ...(fault && { faulty: current.canary.version }),
        };
      }
      // `--to 3` is v3.
      const target =
        to === undefined ? previousLive(log, app, current.live) : to.replace(/^(\d+)$/, 'v$1');
      refuseUnlessVersion(target, '--to');
      versionInfo(paths, app, target); // refuses a version the store does not hold
      if (target === current.live && !current.canary) {
        throw new RefusedError(`${app.dir} ${target} is live already.`);
      }
      const label = isShell(app) ? `the shell ${target}` : `${app.dir} ${target}`;
      const folder = versionFolder(paths.root, app, target);
      await refuseUnlessCompatible(
        paths.root,
        state,
        [{ app, folder, label }],
        'Roll those back first, or name another version with --to.',
      );
      const ended = current.canary ? `; the canary ${current.canary.version} ended` : '';
      return {
        version: target,
        next: { live: target, canary: null },
        summary: `${app.dir} ${target} is live again (was ${current.live})${ended}.`,
        ...(fault && { faulty: current.live }),
      };
    }),
  );
}
