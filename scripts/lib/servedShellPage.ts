/**
 * The shell's page as the preview server sends it: the build's index.html with the first
 * screen's hints for the asked path (shared/build/firstScreen/), written on every request from
 * the live remotes.json, so pointing it elsewhere needs no rebuild and no restart. A manifest is
 * read from the disk of the build served at its origin; one of another origin gets no hint (the
 * page then fetches it, as hints are only hints).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstScreenHints, type Manifest } from '@murmur/build/firstScreen/firstScreenHints';
import { firstScreenPage } from '@murmur/build/firstScreen/firstScreenPage';
import { remoteOfRoute } from '@murmur/build/routes/routeDeclarations';

const readJson = <T>(path: string): T | null => {
  try {
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
  } catch {
    return null; // a file being rewritten: no hint this time
  }
};

/**
 * `buildOfOrigin`: the folder of the build each origin serves (`http://localhost:4002` →
 * feed-app/dist).
 */
export function servedShellPage(
  dist: string,
  pathname: string,
  buildOfOrigin: ReadonlyMap<string, string>,
): string {
  const page = readFileSync(join(dist, 'index.html'), 'utf8');
  const remotesJson = readJson<Record<string, unknown>>(join(dist, 'remotes.json'));
  if (!remotesJson) return page;
  const readManifest = (url: string) => {
    try {
      const { origin, pathname: file } = new URL(url);
      const build = buildOfOrigin.get(origin);
      return build ? readJson<Manifest>(join(build, decodeURIComponent(file))) : null;
    } catch {
      return null;
    }
  };
  const hints = firstScreenHints({
    remotesJson,
    readManifest,
    shell: { manifest: readJson<Manifest>(join(dist, 'mf-manifest.json')), base: '/' },
    remote: remoteOfRoute(pathname, remotesJson),
  });
  return firstScreenPage(page, hints);
}
