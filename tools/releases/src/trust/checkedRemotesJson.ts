/**
 * remotes.json as the store reads it back: every remote's name, every version, manifest and
 * route checked before any of it becomes a path of the store, a line of nginx's configuration
 * or a first-screen page (firstScreenPages.ts, nginx/nginxConfig.ts). The store writes the file
 * itself, but keeps the entries of remotes it does not know (another team's checkout), and a
 * hand edit or anyone able to write the file could put `../` or a quote in it: such a file is
 * refused, naming what is wrong, and nothing is written from it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { routesOfEntry } from '@murmur/build/routes/routeDeclarations';
import { isObject, routeProblem } from '@murmur/contract';
import { RefusedError } from '../store';
import { refuseUnlessAppName, refuseUnlessVersion, shown } from './storeNames';

/** A manifest of the store, as the store names it. */
const STORE_MANIFEST = /^\/apps\/[a-z][a-z0-9-]*\/v\d+\/mf-manifest\.json$/;

/** An http(s) URL as the URL parser writes it, with nothing an HTML attribute or nginx reads. */
function isPlainUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.href === text &&
      !/["'<>\s\\;{}$]/.test(text)
    );
  } catch {
    return false;
  }
}

function refuseUnlessManifest(manifest: unknown, where: string): void {
  if (typeof manifest === 'string' && (STORE_MANIFEST.test(manifest) || isPlainUrl(manifest))) {
    return;
  }
  throw new RefusedError(
    `${where} names the manifest ${shown(manifest)}: a manifest is a file of the store ` +
      '(/apps/<app>/<version>/mf-manifest.json) or an http(s) URL.',
  );
}

/** One version an entry names (the live one, its canary, its last good one). */
function refuseBadVersion(value: unknown, where: string): void {
  if (!isObject(value)) throw new RefusedError(`${where} is not an object.`);
  if (value.version !== undefined) refuseUnlessVersion(value.version, where);
  refuseUnlessManifest(value.manifest, where);
}

function refuseBadEntry(remote: string, entry: unknown, file: string): void {
  const where = `${file}'s entry "${remote}"`;
  if (typeof entry === 'string') return refuseUnlessManifest(entry, where);
  refuseBadVersion(entry, where);
  const { canary, lastGood } = entry as Record<string, unknown>;
  if (canary !== undefined) {
    refuseBadVersion(canary, `${where} (its canary)`);
    const { percent } = canary as Record<string, unknown>;
    if (typeof percent !== 'number' || !(percent >= 0 && percent <= 100)) {
      throw new RefusedError(`${where} gives its canary the share ${shown(percent)}: 0 to 100.`);
    }
  }
  if (lastGood !== undefined) refuseBadVersion(lastGood, `${where} (its last good version)`);
  for (const route of routesOfEntry(entry)) {
    const problem = routeProblem(route);
    if (problem) throw new RefusedError(`${where} has a route that ${problem}.`);
  }
}

/** remotes.json's content, checked: refuses the whole file for one bad name. */
export function checkRemotesJson(json: unknown, file = 'remotes.json'): Record<string, unknown> {
  if (!isObject(json)) throw new RefusedError(`${file} is not an object of remotes.`);
  for (const [remote, entry] of Object.entries(json)) {
    refuseUnlessAppName(remote, file, 'remote');
    refuseBadEntry(remote, entry, file);
  }
  return json;
}

/** The store's remotes.json, checked (checkRemotesJson); {} when there is none yet. */
export function readCheckedRemotesJson(path: string): Record<string, unknown> {
  if (!existsSync(path)) return {};
  const text = readFileSync(path, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RefusedError(`${path} is not JSON: the store will not guess what is live.`);
  }
  return checkRemotesJson(json);
}
