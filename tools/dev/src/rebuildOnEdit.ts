/**
 * `npm start -- --dev=<remotes>`: the apps served from development builds follow edits too.
 * An edit to a file one of them is built from (its own folder, shared/*, the mock API) rebuilds
 * the apps it touches, and the pages reload once the new builds are written: a built bundle has
 * no dev server to take a hot update from, so a reload is the only way to show the edit, and the
 * page says so in its console. Edits to the remotes under development are theirs alone: their
 * dev servers update the page in place, and no build here is stale.
 */
import { relative } from 'node:path';
import { watch } from 'chokidar';
import type { AppEntry } from '@murmur/build/apps';
import type { DevBuildEvents } from './devBuildEvents';
import {
  buildDevApps,
  isTestFile,
  repoRoot,
  SHARED_INPUTS,
  SKIPPED_FOLDERS,
  staleDevBuilds,
} from './devBuilds';

// An editor's save is often several writes: wait until they settle.
const SETTLE_MS = 200;

const skipped = (path: string) =>
  relative(repoRoot, path)
    .split(/[\\/]/)
    .some((part) => SKIPPED_FOLDERS.has(part)) || isTestFile(path);

const describeEdit = (changed: string[]) =>
  changed.length === 1 ? changed[0] : changed.length > 1 ? `${changed.length} files` : 'an edit';

/** Watches the built apps' inputs until the returned function is called. */
export function rebuildOnEdit(
  built: readonly AppEntry[],
  events: DevBuildEvents,
): () => Promise<void> {
  const watcher = watch(
    [...built.map((app) => app.dir), ...SHARED_INPUTS].map((input) => `${repoRoot}/${input}`),
    { ignoreInitial: true, ignored: skipped },
  );

  const edited = new Set<string>();
  let settle: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  async function rebuild() {
    const changed = [...edited];
    edited.clear();
    const stale = staleDevBuilds(built);
    if (stale.length === 0) return;
    const apps = stale.map(({ app }) => app.dir);
    const reason = describeEdit(changed);
    console.log(`\n  ${reason} changed: rebuilding ${apps.join(', ')} …`);
    events.send('rebuilding', { apps, changed: reason });
    const started = performance.now();
    try {
      await buildDevApps(stale);
    } catch (error) {
      const message = (error as Error).message;
      console.error(`  ${message} The pages keep the previous build.`);
      events.send('failed', { apps, changed: reason, message });
      return;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  Rebuilt ${apps.join(', ')} in ${seconds} s: the pages reload.\n`);
    events.send('rebuilt', { apps, changed: reason });
  }

  watcher.on('all', (_event, path) => {
    edited.add(relative(repoRoot, path));
    clearTimeout(settle);
    // One round at a time: edits made during a build start the next round after it.
    settle = setTimeout(() => {
      round = round.then(rebuild).catch((error: unknown) => {
        console.error(`  Could not rebuild after an edit: ${(error as Error).message}`);
      });
    }, SETTLE_MS);
  });

  return async () => {
    clearTimeout(settle);
    await watcher.close();
  };
}
