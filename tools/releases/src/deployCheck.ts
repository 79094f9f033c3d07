/**
 * `npm run deploy:check`: can this remote run under that shell? Reads both manifests (a URL or a
 * build folder each) and checks every singleton the remote needs against what the shell provides,
 * with the same rule the shell's runtime gate applies in the browser; and, where the shell has a
 * remotes.json beside it, that no other remote of it serves a path the remote declares.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  ROUTES_FILE,
  parseRemoteRoutes,
  routeConflicts,
  routesOfEntry,
} from '@murmur/build/routes/routeDeclarations';
import { routeProblem, type RemoteRoute } from '@murmur/contract';
import {
  appLabel,
  describeUnmet,
  singletonChecks,
  type SharedEntry,
} from '@murmur/shell/release-rules';

interface Manifest {
  shared?: SharedEntry[];
  metaData?: { name?: string; buildInfo?: { buildName?: string } };
}

const MANIFEST = 'mf-manifest.json';

/** The singletons a shell's manifest provides, by library: their versions. */
export function providedBy(shell: Manifest): Record<string, string> {
  return Object.fromEntries(
    (shell.shared ?? []).flatMap((entry) => (entry.version ? [[entry.name, entry.version]] : [])),
  );
}

/** A manifest from a URL (of the manifest or of the app) or a build folder. */
export async function readManifest(source: string): Promise<Manifest> {
  if (/^https?:\/\//.test(source)) {
    const url = source.endsWith('.json')
      ? source
      : new URL(MANIFEST, `${source.replace(/\/?$/, '/')}`).href;
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    return (await response.json()) as Manifest;
  }
  const file =
    existsSync(source) && statSync(source).isDirectory() ? join(source, MANIFEST) : source;
  if (!existsSync(file)) throw new Error(`No ${MANIFEST} at ${file}: build the app first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** A JSON file beside a source (a build folder, or a URL of it or of a file in it); null if none. */
async function readBeside(source: string, file: string, fromRoot = false): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const base = source.endsWith('.json') ? source : `${source.replace(/\/?$/, '/')}`;
    const response = await fetch(new URL(fromRoot ? `/${file}` : file, base), {
      cache: 'no-store',
    });
    return response.ok ? ((await response.json()) as unknown) : null;
  }
  const folder = existsSync(source) && statSync(source).isDirectory() ? source : dirname(source);
  const path = join(folder, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : null;
}

/** Whether another remote of the shell's remotes.json serves a path the remote declares. */
async function routeClaimLines(
  remoteSource: string,
  shellSource: string,
  name: string | undefined,
  app: string,
): Promise<DeployCheckResult> {
  const remotesJson = await readBeside(shellSource, 'remotes.json', true);
  if (typeof remotesJson !== 'object' || remotesJson === null) return { ok: true, lines: [] };
  const declared = await readBeside(remoteSource, ROUTES_FILE);
  const routes = declared === null ? [] : parseRemoteRoutes(declared, app);
  const others = Object.fromEntries(
    Object.entries(remotesJson)
      .filter(([other]) => other !== name)
      .map(([other, entry]) => [
        other,
        routesOfEntry(entry).filter((route): route is RemoteRoute => routeProblem(route) === null),
      ]),
  );
  const conflicts = routeConflicts({ ...others, [app]: routes });
  if (conflicts.length > 0) return { ok: false, lines: conflicts.map((line) => `FAIL  ${line}`) };
  return {
    ok: true,
    lines: [`ok    ${routes.length} route(s): no other remote of the shell serves them`],
  };
}

export interface DeployCheckResult {
  ok: boolean;
  lines: string[];
}

export async function deployCheck(remoteSource: string, shellSource: string) {
  const [remote, shell] = await Promise.all([
    readManifest(remoteSource),
    readManifest(shellSource),
  ]);
  const app = appLabel(
    remote.metaData?.buildInfo?.buildName,
    remote.metaData?.name ?? 'the remote',
  );
  const checks = singletonChecks(remote.shared ?? [], providedBy(shell));
  const lines = checks.map((check) =>
    check.ok
      ? `ok    ${check.library} ${check.required}: the shell has ${check.provided}`
      : `FAIL  ${describeUnmet(app, check)}`,
  );
  const claims = await routeClaimLines(remoteSource, shellSource, remote.metaData?.name, app);
  lines.push(...claims.lines);
  const ok = checks.every((check) => check.ok) && claims.ok;
  lines.push(ok ? `${app} can run under this shell.` : `${app} cannot run under this shell.`);
  return { ok, lines } satisfies DeployCheckResult;
}
