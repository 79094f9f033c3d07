/**
 * The lists a workspace must be in by name: the root package.json's `workspaces` (npm links it,
 * and the apps are discovered from there), its `start:<name>` shortcut, and the root tsconfig's
 * `include` (the one type check). Each new entry goes after the last remote's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkspaceApp } from '@murmur/build/workspaceApps.mjs';

type Json = Record<string, unknown>;

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;

/** `list` with `item` after the last of `after` found in it (at the end if none is). */
function insertAfterLast(list: string[], after: string[], item: string): string[] {
  const index = Math.max(...after.map((entry) => list.indexOf(entry)));
  const at = index === -1 ? list.length : index + 1;
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/** `record` with `key` after the last of `after` among its keys (key order is what people read). */
function insertKeyAfterLast(
  record: Record<string, string>,
  after: string[],
  key: string,
  value: string,
) {
  const keys = insertAfterLast(Object.keys(record), after, key);
  return Object.fromEntries(keys.map((k) => [k, k === key ? value : record[k]!]));
}

export interface Registration {
  app: WorkspaceApp;
  remotes: WorkspaceApp[];
}

/** The root files' new text, by path relative to the root (written by the caller). */
export function registerWorkspace(
  root: string,
  { app, remotes }: Registration,
): Record<string, string> {
  const remoteDirs = remotes.map((remote) => remote.dir);
  const pkg = readJson(join(root, 'package.json'));
  const workspaces = insertAfterLast(pkg.workspaces as string[], remoteDirs, app.dir);
  const scripts = insertKeyAfterLast(
    pkg.scripts as Record<string, string>,
    remotes.map((remote) => `start:${remote.name}`),
    `start:${app.name}`,
    `npm run start -w ${app.dir}`,
  );
  const tsconfig = readJson(join(root, 'tsconfig.json'));
  const include = insertAfterLast(tsconfig.include as string[], remoteDirs, app.dir);
  return {
    'package.json': `${JSON.stringify({ ...pkg, workspaces, scripts }, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify({ ...tsconfig, include }, null, 2)}\n`,
  };
}
