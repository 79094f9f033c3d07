/**
 * `npm run deploy:check`: can this remote run under that shell? Reads both manifests (a URL or a
 * build folder each) and checks every singleton the remote needs against what the shell provides,
 * with the same rule the shell's runtime gate applies in the browser.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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

export interface DeployCheckResult {
  ok: boolean;
  lines: string[];
}

export async function deployCheck(remoteSource: string, shellSource: string) {
  const [remote, shell] = await Promise.all([
    readManifest(remoteSource),
    readManifest(shellSource),
  ]);
  const provided = Object.fromEntries(
    (shell.shared ?? []).flatMap((entry) => (entry.version ? [[entry.name, entry.version]] : [])),
  );
  const app = appLabel(
    remote.metaData?.buildInfo?.buildName,
    remote.metaData?.name ?? 'the remote',
  );
  const checks = singletonChecks(remote.shared ?? [], provided);
  const lines = checks.map((check) =>
    check.ok
      ? `ok    ${check.library} ${check.required}: the shell has ${check.provided}`
      : `FAIL  ${describeUnmet(app, check)}`,
  );
  const ok = checks.every((check) => check.ok);
  lines.push(ok ? `${app} can run under this shell.` : `${app} cannot run under this shell.`);
  return { ok, lines } satisfies DeployCheckResult;
}
