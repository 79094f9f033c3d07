/**
 * `npm run deploy:csp -- <shell folder>`: after a deployment edits the shell's remotes.json or
 * remote-overrides.json, writes the Content-Security-Policy that admits them into its
 * serve.json. (A static server reads serve.json when it starts: restart it afterwards.)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { CSP_HEADER } from './deployment';
import { isObject } from '@murmur/contract';
import { OVERRIDE_ORIGINS_FILE, parseOverrideOriginsFile } from './overrideOrigins';
import { manifestUrlsOf } from './routes/remotesJson';

interface ServeJson {
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

function readJson(folder: string, file: string): unknown {
  const path = join(folder, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: is ${folder} a shell build?`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

function parseRemotes(json: unknown): Record<string, string> {
  if (!isObject(json)) {
    throw new Error('remotes.json must be an object of remote name → manifest URL');
  }
  return manifestUrlsOf(json);
}

/** serve.json with the policy on every path, replacing the one it had. */
export function withPolicy(serveJson: ServeJson, policy: string): ServeJson {
  const rules = (serveJson.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.filter((h) => h.key.toLowerCase() !== CSP_HEADER.toLowerCase()),
  }));
  const all = rules.find((rule) => rule.source === '**');
  if (all) all.headers.push({ key: CSP_HEADER, value: policy });
  else rules.unshift({ source: '**', headers: [{ key: CSP_HEADER, value: policy }] });
  return { ...serveJson, headers: rules };
}

/** Rewrites `<folder>/serve.json`; returns the policy written. */
export function regenerateContentSecurityPolicy(folder: string): string {
  const remotes = parseRemotes(readJson(folder, 'remotes.json'));
  // A deployment without the file allows no override, as the shell itself does.
  const overrideOrigins = existsSync(join(folder, OVERRIDE_ORIGINS_FILE))
    ? parseOverrideOriginsFile(readJson(folder, OVERRIDE_ORIGINS_FILE))
    : [];
  const policy = contentSecurityPolicy({ remotes, overrideOrigins });
  const serveJson = readJson(folder, 'serve.json') as ServeJson;
  writeFileSync(
    join(folder, 'serve.json'),
    `${JSON.stringify(withPolicy(serveJson, policy), null, 2)}\n`,
  );
  return policy;
}
