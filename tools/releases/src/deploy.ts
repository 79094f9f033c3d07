/**
 * `npm run deploy -- <app>|all [--from <folder>] [--canary <percent>]`: builds (or takes) the
 * app, checks it against what is live, writes it into the store as a new version and switches
 * its pointer, all in one locked step once the build is ready: a refusal changes nothing.
 */
import { chmodSync, copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { host, type AppEntry } from '@murmur/build/apps';
import { refuseUnlessCompatible, type Candidate } from './compatibility';
import { refuseConflictingRoutes } from './routeClaims';
import type { ReleaseContext } from './context';
import { withLock } from './lock';
import type { AppPointer, LiveState } from './liveState';
import { readPointers, writePointers } from './pointers';
import { refuseBadPreview, releasePreview, type PreviewRequest } from './previews/deployPreview';
import { appendToLog } from './releaseLog';
import { RefusedError, isShell, unchangedIfRefused, versionFolder } from './store';
import { refuseCraftedStore } from './trust/storeInputs';
import { discardStaged, stageBuilds, sweepAbandonedStaging } from './staging';
import type { StagedBuild } from './versions';
import { sameBuildAs, writeVersion } from './versions';

export interface DeployRequest {
  apps: readonly AppEntry[];
  /** A build folder (one app), or a folder holding `<app>/dist` or `<app>` for each app. */
  from?: string;
  /** The share of sessions that get the new version; the others keep the live one. */
  canary?: number;
  /** Stored and recorded as a preview, for the browsers that open its link; no pointer moves. */
  preview?: PreviewRequest;
}

function refuseBadCanary({ apps, canary, preview }: DeployRequest) {
  if (preview) refuseBadPreview(apps, canary);
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

interface Planned {
  staged: StagedBuild;
  /** The version already holding this very build, if one does. */
  existing: string | null;
}

/** A planned build as the check sees it: from its version's folder, or the staging area. */
const candidateOf = (root: string, { staged, existing }: Planned): Candidate => ({
  app: staged.app,
  folder: existing ? versionFolder(root, staged.app, existing) : staged.folder,
  label: `the new ${isShell(staged.app) ? 'shell' : staged.app.dir}`,
});

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

/** A canary runs beside a live version, and is another build than that one. */
function refuseCanaryBesideNothing(plan: readonly Planned[], before: LiveState) {
  const { staged: build, existing } = plan[0]!;
  const live = before[build.app.dir]!.live;
  if (!live) {
    throw new RefusedError(
      `${build.app.dir} has no live version for a canary to run beside: deploy it first.`,
    );
  }
  if (existing === live) {
    throw new RefusedError(`this build of ${build.app.dir} is ${live}, already live.`);
  }
}

/** Each app's pointer once its new version is live, or its canary. */
function nextState(
  before: LiveState,
  plan: readonly Planned[],
  versions: readonly string[],
  canary: number | undefined,
): LiveState {
  const after: LiveState = structuredClone(before);
  plan.forEach(({ staged: build }, index) => {
    const version = versions[index]!;
    after[build.app.dir] =
      canary === undefined
        ? { live: version, canary: null }
        : { ...before[build.app.dir]!, canary: { version, percent: canary } };
  });
  return after;
}

/** Says what changed for each app, and records it in the release log. */
function report(
  context: ReleaseContext,
  plan: readonly Planned[],
  versions: readonly string[],
  [before, after]: [LiveState, LiveState],
) {
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
    appendToLog(context.paths.log, {
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
}

/** Under the lock: check against what is live, write the versions, switch the pointers. */
async function release(
  request: DeployRequest,
  staged: readonly StagedBuild[],
  context: ReleaseContext,
) {
  const { paths } = context;
  refuseCraftedStore(paths);
  const before = readPointers(paths);
  const plan: Planned[] = staged.map((build) => ({
    staged: build,
    existing: sameBuildAs(paths, build)?.version ?? null,
  }));
  if (request.preview) {
    const [planned] = plan as [Planned];
    const write = () => planned.existing ?? writeVersion(paths, planned.staged).version;
    await releasePreview(request.preview, candidateOf(paths.root, planned), before, write, context);
    return;
  }
  if (request.canary !== undefined) refuseCanaryBesideNothing(plan, before);
  const candidates = plan.map((planned) => candidateOf(paths.root, planned));
  await refuseUnlessCompatible(
    paths.root,
    before,
    candidates,
    'Build and deploy them together: npm run deploy -- all.',
  );
  refuseConflictingRoutes(paths.root, before, candidates);

  const versions = plan.map(
    (planned) => planned.existing ?? writeVersion(paths, planned.staged).version,
  );
  const after = nextState(before, plan, versions, request.canary);
  adoptOverrideAllowList(context, after);
  const written = await writePointers(paths, after);
  report(context, plan, versions, [before, after]);
  if (written.length > 0) context.print(`Switched ${written.join(' and ')} in ${paths.root}.`);
}

export async function deploy(request: DeployRequest, context: ReleaseContext): Promise<void> {
  refuseBadCanary(request);
  const { paths } = context;
  const staged: StagedBuild[] = [];
  const names = request.apps.map((app) => app.dir).join(', ');
  sweepAbandonedStaging(paths);
  try {
    await unchangedIfRefused(`${names} not deployed`, async () => {
      await stageBuilds(request.apps, request.from, context, staged);
      staged.sort((a, b) => request.apps.indexOf(a.app) - request.apps.indexOf(b.app));
      await withLock(paths.lock, () => release(request, staged, context), {
        what: `deploy of ${names}`,
        onWait: context.print,
      });
    });
  } finally {
    staged.forEach(discardStaged);
  }
}

/**
 * The store's override allow-list (remote-overrides.json) comes from the first shell that goes
 * live; after that it is the deployment's to edit (docs/releases.md), never a deploy's.
 */
function adoptOverrideAllowList({ paths }: ReleaseContext, after: LiveState) {
  const shell = after[host.dir]!.live;
  if (!shell || existsSync(paths.overrides)) return;
  const built = join(versionFolder(paths.root, host, shell), 'remote-overrides.json');
  if (!existsSync(built)) return;
  copyFileSync(built, paths.overrides);
  chmodSync(paths.overrides, 0o644); // the version's copy is read-only; this one is to edit
}
