/**
 * Has the deployment moved on since this page loaded? A page keeps running the versions it
 * started with (their files stay in the release store); this compares them with what the
 * pointers say now, for this page's canary bucket: a remote whose pointer now gives another
 * manifest, or a shell whose live version is another.
 */
import { canaryBucket } from './canaryBucket';
import { chosenManifests } from './remotesPointer';
import { readRemotesJson, remotesJsonOfThisPage } from './remotesJson';
import { shellVersionOf, shellVersionOfPage } from './shellVersionMeta';

const SHELL_PAGE_URL = '/index.html';

export interface PageRelease {
  /** Remote name → the manifest this page takes (null where the pointer gives none). */
  remotes: Record<string, string | null>;
  /** The live shell's version in a release store; null elsewhere (`npm run serve`). */
  shellVersion: string | null;
}

/** The apps (remote names, and `shell`) whose version differs between two readings. */
export function changedApps(loaded: PageRelease, now: PageRelease): string[] {
  const names = new Set([...Object.keys(loaded.remotes), ...Object.keys(now.remotes)]);
  const remotes = [...names].filter((name) => loaded.remotes[name] !== now.remotes[name]);
  const shellChanged = loaded.shellVersion !== null && now.shellVersion !== loaded.shellVersion;
  return [...(shellChanged ? ['shell'] : []), ...remotes.sort()];
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.text();
}

/** What this page loaded with: remotes.json as read when it started, and its own page. */
export async function releaseOfThisPage(): Promise<PageRelease> {
  return {
    remotes: chosenManifests(await remotesJsonOfThisPage(), canaryBucket()),
    shellVersion: shellVersionOfPage(),
  };
}

/** The pointers as they are now; the shell's page is read only in a release store. */
export async function currentRelease(withShell: boolean): Promise<PageRelease> {
  const [remotesJson, shellPage] = await Promise.all([
    readRemotesJson(),
    withShell ? fetchText(SHELL_PAGE_URL) : Promise.resolve(''),
  ]);
  return {
    remotes: chosenManifests(remotesJson, canaryBucket()),
    shellVersion: withShell ? shellVersionOf(shellPage) : null,
  };
}
