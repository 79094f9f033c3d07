/**
 * The check of `npm run deploy:check`, against what is live: a remote must run under the live
 * shell; a shell must not refuse any live remote (nor a running canary), since the shell's
 * runtime gate would refuse it in every browser (shell/src/federation/compatibility).
 */
import { host, type AppEntry } from '@murmur/build/apps';
import { appLabel, describeUnmet, singletonChecks } from '@murmur/shell/release-rules';
import { providedBy, readManifest } from './deployCheck';
import type { LiveState } from './liveState';
import { RELEASE_APPS, RefusedError, isShell, versionFolder } from './store';

/** A build folder of one app, and how to name it in a message ("feed-app v3"). */
export interface Candidate {
  app: AppEntry;
  folder: string;
  label: string;
}

/** What a remote needs that a shell lacks. */
interface Unmet {
  remote: Candidate;
  /** As the shell's gate says it: "feed-app needs … this shell has …: deploy the shell first". */
  sentence: string;
  library: string;
  required: string;
  has: string;
}

async function unmetNeeds(remotes: readonly Candidate[], shell: Candidate): Promise<Unmet[]> {
  const offered = providedBy(await readManifest(shell.folder));
  const unmet: Unmet[] = [];
  for (const remote of remotes) {
    const manifest = await readManifest(remote.folder);
    const app = appLabel(manifest.metaData?.buildInfo?.buildName, remote.app.dir);
    for (const check of singletonChecks(manifest.shared ?? [], offered)) {
      if (check.ok) continue;
      unmet.push({
        remote,
        sentence: describeUnmet(app, check),
        library: check.library,
        required: check.required,
        has: check.provided ?? 'none',
      });
    }
  }
  return unmet;
}

/** Every version a browser may be given now, per remote: the live one and a canary. */
function liveRemotes(root: string, state: LiveState): Candidate[] {
  return RELEASE_APPS.filter((app) => !isShell(app)).flatMap((app) => {
    const { live, canary } = state[app.dir]!;
    const versions = [
      ...(live ? [{ version: live, role: 'live' }] : []),
      ...(canary ? [{ version: canary.version, role: `canary at ${canary.percent} %` }] : []),
    ];
    return versions.map(({ version, role }) => ({
      app,
      folder: versionFolder(root, app, version),
      label: `${app.dir} ${version} (${role})`,
    }));
  });
}

function liveShell(root: string, state: LiveState): Candidate | null {
  const version = state[host.dir]!.live;
  return version
    ? { app: host, folder: versionFolder(root, host, version), label: `the live shell ${version}` }
    : null;
}

/**
 * Refuses, saying why, unless the apps about to go live (new builds, or versions a rollback
 * brings back) work with what is live: with a shell among them, that shell must take them and
 * every other remote a browser may get (live or canary); otherwise they must run under the
 * live shell. `advice` ends a shell's refusal: what to do instead.
 */
export async function refuseUnlessCompatible(
  root: string,
  state: LiveState,
  candidates: readonly Candidate[],
  advice: string,
): Promise<void> {
  const shell = candidates.find((candidate) => isShell(candidate.app));
  const remotes = candidates.filter((candidate) => candidate !== shell);
  if (shell) {
    const replaced = new Set(remotes.map((remote) => remote.app));
    const others = liveRemotes(root, state).filter((remote) => !replaced.has(remote.app));
    const unmet = await unmetNeeds([...remotes, ...others], shell);
    if (unmet.length > 0) {
      const lines = unmet.map(
        ({ remote, library, required, has }) =>
          `${remote.label} needs ${library} ${required}; ${shell.label} has ${has}`,
      );
      throw new RefusedError(
        `${shell.label} would refuse what browsers would load with it:\n  ${lines.join('\n  ')}\n${advice}`,
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
  const unmet = await unmetNeeds(remotes, live);
  if (unmet.length > 0) {
    const lines = unmet.map(
      ({ remote, sentence }) => `${remote.label}: ${sentence} (${live.label})`,
    );
    throw new RefusedError(`it cannot run under the live shell:\n  ${lines.join('\n  ')}`);
  }
}
