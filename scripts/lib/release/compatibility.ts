/**
 * The check of `npm run deploy:check`, against what is live: a remote must run under the live
 * shell; a shell must not refuse any live remote (nor a running canary), since the shell's
 * runtime gate would refuse it in every browser (shell/src/app/remotes/compatibility).
 */
import { host, type AppEntry } from '@murmur/build/apps';
import {
  appLabel,
  describeUnmet,
  singletonChecks,
} from '../../../shell/src/app/remotes/compatibility/singletonChecks';
import { readManifest } from '../deployCheck';
import type { LiveState } from './pointers';
import { RELEASE_APPS, isShell, versionFolder } from './store';

/** A build folder of one app, and how to name it in a message ("feed-app v3"). */
export interface Candidate {
  app: AppEntry;
  folder: string;
  label: string;
}

export interface Verdict {
  ok: boolean;
  /** One line per unmet need, saying why. */
  reasons: string[];
}

type Manifest = Awaited<ReturnType<typeof readManifest>>;

function provided(shell: Manifest): Record<string, string> {
  return Object.fromEntries(
    (shell.shared ?? []).flatMap((entry) => (entry.version ? [[entry.name, entry.version]] : [])),
  );
}

/** Can each remote run under the shell? */
export async function checkRemotesUnderShell(
  remotes: readonly Candidate[],
  shell: Candidate,
): Promise<Verdict> {
  const shellManifest = await readManifest(shell.folder);
  const reasons: string[] = [];
  for (const remote of remotes) {
    const manifest = await readManifest(remote.folder);
    const app = appLabel(manifest.metaData?.buildInfo?.buildName, remote.app.dir);
    for (const check of singletonChecks(manifest.shared ?? [], provided(shellManifest))) {
      if (!check.ok) reasons.push(`${remote.label}: ${describeUnmet(app, check)} (${shell.label})`);
    }
  }
  return { ok: reasons.length === 0, reasons };
}

/** Every version a browser may be given now, per remote: the live one and a canary. */
export function liveRemotes(root: string, state: LiveState): Candidate[] {
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

export function liveShell(root: string, state: LiveState): Candidate | null {
  const version = state[host.dir]!.live;
  return version
    ? { app: host, folder: versionFolder(root, host, version), label: `the live shell ${version}` }
    : null;
}
