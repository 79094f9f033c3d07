/**
 * `npm run deploy -- <app>|all [--from <folder>] [--canary <percent>]`: builds (or takes) the
 * app, checks it against what is live, writes it into the store as a new version and switches
 * its pointer, all in one locked step once the build is ready: a refusal changes nothing.
 */
import { chmodSync, copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { host, type AppEntry } from '@murmur/build/apps';
import { inBatches } from './buildApps';
import { checkRemotesUnderShell, liveRemotes, liveShell, type Candidate } from './compatibility';
import type { ReleaseContext } from './context';
import { withLock } from './lock';
import { readPointers, writePointers, type AppPointer, type LiveState } from './pointers';
import { appendToLog } from './releaseLog';
import { RefusedError, isShell, versionFolder } from './store';
import {
  discardStaged,
  sameBuildAs,
  stageBuild,
  stagingFolder,
  sweepAbandonedStaging,
  writeVersion,
  type StagedBuild,
} from './versions';

export interface DeployRequest {
  apps: readonly AppEntry[];
  /** A build folder (one app), or a folder holding `<app>/dist` or `<app>` for each app. */
  from?: string;
  /** The share of sessions that get the new version; the others keep the live one. */
  canary?: number;
}

function refuseBadCanary({ apps, canary }: DeployRequest) {
  if (canary === undefined) return;
  if (apps.length !== 1) throw new RefusedError('A canary is one remote at a time, not all.');
  if (isShell(apps[0]!)) {
    throw new RefusedError(
      'The shell cannot be a canary: it is the page itself, and the page a browser gets is the ' +
        "static host's to choose, the same for everyone. Deploy the shell for all (a rollback takes seconds).",
    );
  }
  if (!Number.isInteger(canary) || canary < 1 || canary > 99) {
    throw new RefusedError(`--canary takes a whole percentage from 1 to 99, not "${canary}".`);
  }
}

/** The build folder of `app` under --from. */
function fromFolder(from: string, app: AppEntry, several: boolean): string {
  if (!several) return from;
  const candidates = [join(from, app.dir, 'dist'), join(from, app.dir)];
  const found = candidates.find((folder) => existsSync(join(folder, 'mf-manifest.json')));
  if (!found)
    throw new RefusedError(`${from} holds no build of ${app.dir} (${candidates.join(' or ')}).`);
  return found;
}

async function stageAll(
  request: DeployRequest,
  context: ReleaseContext,
  staged: StagedBuild[],
): Promise<void> {
  const { apps, from } = request;
  const several = apps.length > 1;
  if (!from) {
    context.print(
      `Building ${apps.map((app) => app.dir).join(', ')}${several ? ' (two at a time)' : ''}…`,
    );
  }
  await inBatches(apps, 2, async (app) => {
    if (from) {
      staged.push(
        await stageBuild(context.paths, app, fromFolder(from, app, several), { own: false }),
      );
      return;
    }
    const folder = stagingFolder(context.paths, app.dir);
    try {
      await context.build(app, folder);
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    staged.push(await stageBuild(context.paths, app, folder, { own: true }));
  });
}

interface Planned {
  staged: StagedBuild;
  /** The version already holding this very build, if one does. */
  existing: string | null;
}

/** The folder a planned build is checked from: its version's, or the staging area's. */
const folderOf = (root: string, { staged, existing }: Planned) =>
  existing ? versionFolder(root, staged.app, existing) : staged.folder;

async function checkCompatibility(root: string, state: LiveState, plan: readonly Planned[]) {
  const shell = plan.find(({ staged }) => isShell(staged.app));
  const remotes = plan.filter((planned) => planned !== shell);
  const newRemotes: Candidate[] = remotes.map((planned) => ({
    app: planned.staged.app,
    folder: folderOf(root, planned),
    label: `the new ${planned.staged.app.dir}`,
  }));
  if (shell) {
    // The shell must take every remote a browser may get once it is live: the ones deployed
    // with it, and the live ones (and canaries) of the others.
    const replaced = new Set(remotes.map(({ staged }) => staged.app));
    const others = liveRemotes(root, state).filter((remote) => !replaced.has(remote.app));
    const newShell = { app: host, folder: folderOf(root, shell), label: 'the new shell' };
    const verdict = await checkRemotesUnderShell([...newRemotes, ...others], newShell);
    if (!verdict.ok) {
      throw new RefusedError(
        `the new shell would refuse what browsers would load with it:\n  ${verdict.reasons.join('\n  ')}\n` +
          'Build and deploy them together: npm run deploy -- all.',
      );
    }
    return;
  }
  const live = liveShell(root, state);
  if (!live) {
    throw new RefusedError(
      'No shell is live in this store, so nothing would load a remote: deploy the shell first (npm run deploy -- shell, or all).',
    );
  }
  const verdict = await checkRemotesUnderShell(newRemotes, live);
  if (!verdict.ok) {
    throw new RefusedError(
      `it cannot run under the live shell:\n  ${verdict.reasons.join('\n  ')}`,
    );
  }
}

function describe(app: AppEntry, before: AppPointer, after: AppPointer, reused: boolean): string {
  if (after.canary && after.canary.version !== before.canary?.version) {
    return (
      `${app.dir} ${after.canary.version} goes to ${after.canary.percent} % of sessions (a canary); ` +
      `${after.live} stays live for the others. Then: npm run promote -- ${app.dir}, or npm run rollback -- ${app.dir}.`
    );
  }
  const was = before.live ? ` (was ${before.live})` : '';
  const ended = before.canary ? `; the canary ${before.canary.version} ended` : '';
  const again = reused ? ' again: this very build was written before' : '';
  return `${app.dir} ${after.live} is live${again}${was}${ended}.`;
}

export async function deploy(request: DeployRequest, context: ReleaseContext): Promise<void> {
  refuseBadCanary(request);
  const { paths } = context;
  const staged: StagedBuild[] = [];
  const names = request.apps.map((app) => app.dir).join(', ');
  sweepAbandonedStaging(paths);
  try {
    await stageAll(request, context, staged);
    staged.sort((a, b) => request.apps.indexOf(a.app) - request.apps.indexOf(b.app));
    await withLock(
      paths.lock,
      async () => {
        const before = readPointers(paths);
        const plan: Planned[] = staged.map((build) => ({
          staged: build,
          existing: sameBuildAs(paths, build)?.version ?? null,
        }));
        if (request.canary !== undefined) {
          const { staged: build, existing } = plan[0]!;
          const live = before[build.app.dir]!.live;
          if (!live) {
            throw new RefusedError(
              `${build.app.dir} has no live version for a canary to run beside: deploy it first.`,
            );
          }
          if (existing === live)
            throw new RefusedError(`this build of ${build.app.dir} is ${live}, already live.`);
        }
        await checkCompatibility(paths.root, before, plan);

        const after: LiveState = structuredClone(before);
        const versions = plan.map(
          (planned) => planned.existing ?? writeVersion(paths, planned.staged).version,
        );
        plan.forEach(({ staged: build }, index) => {
          const version = versions[index]!;
          after[build.app.dir] =
            request.canary === undefined
              ? { live: version, canary: null }
              : { ...before[build.app.dir]!, canary: { version, percent: request.canary } };
        });
        adoptOverrideAllowList(context, after);
        const written = writePointers(paths, after);

        plan.forEach(({ staged: build, existing }, index) => {
          const app = build.app;
          const [was, now] = [before[app.dir]!, after[app.dir]!];
          if (JSON.stringify(was) === JSON.stringify(now)) {
            context.print(
              `${app.dir}: unchanged (this very build is ${versions[index]}, and the pointer says so already).`,
            );
            return;
          }
          const summary = describe(app, was, now, existing !== null);
          context.print(summary);
          appendToLog(paths.log, {
            at: new Date().toISOString(),
            action: 'deploy',
            app: app.dir,
            version: versions[index]!,
            previous: was.live,
            live: now.live,
            canary: now.canary,
            by: context.by,
            summary,
          });
        });
        if (written.length > 0)
          context.print(`Switched ${written.join(' and ')} in ${paths.root}.`);
      },
      { what: `deploy of ${names}`, onWait: context.print },
    );
  } catch (error) {
    if (error instanceof RefusedError) {
      throw new RefusedError(
        `${names} not deployed: ${error.message}\nThe pointers are unchanged.`,
      );
    }
    throw error;
  } finally {
    staged.forEach(discardStaged);
  }
}

/**
 * The store's override allow-list (remote-overrides.json) comes from the first shell that goes
 * live; after that it is the deployment's to edit (README, "Releases"), never a deploy's.
 */
function adoptOverrideAllowList({ paths }: ReleaseContext, after: LiveState) {
  const shell = after[host.dir]!.live;
  if (!shell || existsSync(paths.overrides)) return;
  const built = join(versionFolder(paths.root, host, shell), 'remote-overrides.json');
  if (!existsSync(built)) return;
  copyFileSync(built, paths.overrides);
  chmodSync(paths.overrides, 0o644); // the version's copy is read-only; this one is to edit
}
