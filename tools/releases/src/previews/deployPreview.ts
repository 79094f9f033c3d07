/**
 * `npm run deploy -- <remote> --preview [<name>]`: the build becomes a version of the store like
 * any deploy's (immutable, in its own folder), but no pointer moves: it is recorded in
 * previews.json under its name, and the command prints the link that puts one browser on it.
 * The compatibility check runs as for a deploy; its refusal does not stop a preview (trying a
 * build is what previews are for), it is printed, and the shell's gate says it again in the
 * browser that opens the link, where the app stays on its live version.
 */
import type { AppEntry } from '@murmur/build/apps';
import { refuseUnlessCompatible, type Candidate } from '../compatibility';
import type { ReleaseContext } from '../context';
import { entryIntegrityOf } from '../integrity';
import type { LiveState } from '../liveState';
import { RefusedError, versionFolder, versionPath } from '../store';
import { routesOfVersion } from '../routeClaims';
import { logPreview, readPreviews, writePreviews, type PreviewEntry } from './previewsFile';
import { expiryAfter, previewLink, storeOrigin } from './previewSettings';

export interface PreviewRequest {
  name: string;
  /** How long the link works. */
  days: number;
}

export function refuseBadPreview(apps: readonly AppEntry[], canary: number | undefined) {
  if (canary !== undefined) throw new RefusedError('A build is a preview or a canary, not both.');
  if (apps.length !== 1) throw new RefusedError('A preview is one remote at a time, not all.');
  if (apps[0]!.dir === 'shell') {
    throw new RefusedError(
      'The shell cannot be a preview: it is the page itself, the same for every browser. Preview a remote.',
    );
  }
}

/** What the live shell's gate says of the candidate: null when it admits it. */
async function gateVerdict(
  context: ReleaseContext,
  before: LiveState,
  candidate: Candidate,
): Promise<string | null> {
  try {
    await refuseUnlessCompatible(context.paths.root, before, [candidate], '');
    return null;
  } catch (error) {
    if (error instanceof RefusedError) return error.message;
    throw error;
  }
}

/** Under the lock: checks, then records the version (written by `writeVersion`) as a preview. */
export async function releasePreview(
  request: PreviewRequest,
  candidate: Candidate,
  before: LiveState,
  writeVersion: () => string,
  context: ReleaseContext,
  now = new Date(),
): Promise<PreviewEntry> {
  const app = candidate.app;
  const verdict = await gateVerdict(context, before, candidate);
  const version = writeVersion();
  const routes = routesOfVersion(context.paths.root, app, version);
  const integrity = entryIntegrityOf(versionFolder(context.paths.root, app, version));
  const preview: PreviewEntry = {
    app: app.dir,
    remote: app.name,
    name: request.name,
    version,
    manifest: `${versionPath(app, version)}mf-manifest.json`,
    ...(routes && { routes }),
    ...(integrity && { integrity }),
    created: now.toISOString(),
    expires: expiryAfter(now, request.days).toISOString(),
  };
  const others = readPreviews(context.paths).filter(
    (entry) => entry.app !== app.dir || entry.name !== request.name,
  );
  writePreviews(context.paths, [...others, preview]);

  const live = before[app.dir]?.live;
  const summary =
    `${app.dir} ${version} is the preview "${request.name}" until ${preview.expires.replace(/\.\d+Z$/, 'Z')}; ` +
    `${live ? `${live} stays live` : 'nothing is live'} for everyone else.`;
  logPreview(context, 'preview', preview, summary);
  context.print(summary);
  if (verdict) context.print(`Warning: browsers will refuse it, ${verdict}`);
  context.print(`Open it: ${previewLink(storeOrigin(), app.dir, request.name)}`);
  return preview;
}
