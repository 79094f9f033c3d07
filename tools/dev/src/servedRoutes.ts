/**
 * `npm run serve`'s remotes.json takes each remote's routes from the build it serves (the
 * routes.json beside its manifest), so a remote rebuilt alone with a new route is served with
 * it, without rebuilding the shell. Entries of other origins keep what the shell's build wrote.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES_FILE } from '@murmur/build/routes/routeDeclarations';
import { routesOfFolder } from '@murmur/releases';
import { isObject } from '@murmur/contract';

/** The build folder served at a URL's origin (`http://localhost:4002/…` → feed-app/dist), if any. */
export function buildAt(url: string, buildOfOrigin: ReadonlyMap<string, string>): string | null {
  try {
    return buildOfOrigin.get(new URL(url).origin) ?? null;
  } catch {
    return null;
  }
}

/** Rewrites `<dist>/remotes.json` with the routes of the builds served at its origins. */
export function refreshServedRoutes(dist: string, buildOfOrigin: ReadonlyMap<string, string>) {
  const file = join(dist, 'remotes.json');
  if (!existsSync(file)) return;
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  for (const [name, entry] of Object.entries(json)) {
    const manifest = typeof entry === 'string' ? entry : isObject(entry) ? entry.manifest : null;
    const build = typeof manifest === 'string' ? buildAt(manifest, buildOfOrigin) : null;
    if (!build || !existsSync(join(build, ROUTES_FILE))) continue;
    json[name] = {
      ...(isObject(entry) ? entry : { manifest }),
      routes: routesOfFolder(build, name),
    };
  }
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
