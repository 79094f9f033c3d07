/**
 * remotes.json as the tools write it: one object entry per remote, its manifest's URL and the
 * routes it declares (`{ "manifest": "…", "routes": [ … ] }`), so the shell builds its router
 * and navigation from this one file. A bare URL (a hand-made deployment) is still read: that
 * remote then serves no route.
 */
import { join, resolve } from 'node:path';
import type { RemoteRoute } from '@murmur/contract';
import { remotes, remotesMap, type AppEntry } from '../apps';
import { readRoutesSource } from './routesSource';
import { isObject } from '@murmur/contract';

const repoRoot = resolve(__dirname, '../../..');

/**
 * `manifests` (remote name → a manifest URL, or an entry that already says more) as remotes.json
 * entries, each given its routes by `routesOf` unless it carries its own.
 */
export function withRoutes(
  manifests: Readonly<Record<string, unknown>>,
  routesOf: (name: string) => RemoteRoute[],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(manifests).map(([name, entry]) => {
      if (typeof entry === 'string') return [name, { manifest: entry, routes: routesOf(name) }];
      if (isObject(entry) && !Array.isArray(entry.routes)) {
        return [name, { ...entry, routes: routesOf(name) }];
      }
      return [name, entry];
    }),
  );
}

/** The routes a remote of this repository declares in its source; [] for a name it has not. */
export function repositoryRoutesOf(name: string): RemoteRoute[] {
  const app = (remotes as Record<string, AppEntry | undefined>)[name];
  return app ? readRoutesSource(join(repoRoot, app.dir), app.name) : [];
}

/** The manifest URLs of remotes.json (live and canary), for the Content-Security-Policy. */
export function manifestUrlsOf(
  remotesJson: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, entry] of Object.entries(remotesJson)) {
    if (typeof entry === 'string') urls[name] = entry;
    else if (isObject(entry) && typeof entry.manifest === 'string') {
      urls[name] = entry.manifest;
      const canary = entry.canary;
      if (isObject(canary) && typeof canary.manifest === 'string') {
        urls[`${name} (canary)`] = canary.manifest;
      }
    } else throw new Error(`remotes.json: the "${name}" remote has no manifest URL`);
  }
  return urls;
}

/**
 * The remotes.json of `npm start`: the dev servers (3001–3004), each remote's routes read from
 * its source when the shell's compiler starts (restart it to take a changed routes.ts).
 */
export const devRemotesJson = () =>
  withRoutes(
    remotesMap((app) => app.devPort),
    repositoryRoutesOf,
  );
