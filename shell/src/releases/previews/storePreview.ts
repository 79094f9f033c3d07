/**
 * What the release store's previews.json (tools/releases/src/previews/previewsFile.ts) says of
 * the preview a browser asked for: its version and manifest, a path on this origin under the
 * app's own folder, never another server's. Anything else in the file is refused.
 */
import { integrityOf, type Integrity } from '../pointerGuards';
import type { PreviewRequest } from './previewRequest';

export const PREVIEWS_JSON_URL = '/previews.json';

export interface StorePreview {
  app: string;
  /** The remote's name in remotes.json (`feed`). */
  remote: string;
  name: string;
  version: string;
  /** A path on the store's origin: `/apps/feed-app/v4/mf-manifest.json`. */
  manifest: string;
  /** The routes the version declares, as remotes.json would carry them (routing/routeTable.ts). */
  routes: unknown[] | null;
  /** Its entry files' hashes, pinned as a live version's (federation/integrity). */
  integrity: Integrity | null;
  expires: string;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The manifest path of a version of this app in the store, and nothing else. */
const manifestOfApp = (app: string, manifest: string) =>
  new RegExp(`^/apps/${app}/v\\d+/mf-manifest\\.json$`).test(manifest);

/** The preview asked for, or why there is none to run (gone, expired, or not a store path). */
export function findStorePreview(
  json: unknown,
  request: PreviewRequest,
  now = Date.now(),
): StorePreview | { missing: string } {
  const entries = Array.isArray(json) ? (json as Record<string, unknown>[]) : [];
  const entry = entries.find((candidate) => {
    return candidate?.app === request.app && candidate?.name === request.name;
  });
  const label = `the preview ${request.app} ${request.name}`;
  if (!entry) return { missing: `${label} is not in the store (removed, or never deployed)` };
  const { remote, version, manifest, expires } = entry;
  if (!isString(remote) || !isString(version) || !isString(manifest) || !isString(expires)) {
    return { missing: `${label} is not a preview the shell can read` };
  }
  if (!manifestOfApp(request.app, manifest)) {
    return { missing: `${label} does not name a version of ${request.app} in this store` };
  }
  if (Date.parse(expires) <= now) return { missing: `${label} expired on ${expires}` };
  return {
    app: request.app,
    remote,
    name: request.name,
    version,
    manifest,
    routes: Array.isArray(entry.routes) ? (entry.routes as unknown[]) : null,
    integrity: integrityOf(entry.integrity),
    expires,
  };
}

/** previews.json as the store serves it now; null when it has none. */
export async function readStorePreviews(): Promise<unknown> {
  const response = await fetch(PREVIEWS_JSON_URL, { cache: 'no-cache' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${PREVIEWS_JSON_URL} answered ${response.status}.`);
  return response.json();
}
