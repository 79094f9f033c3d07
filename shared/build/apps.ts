/**
 * Every app of Murmur as data: its folder and ports, read from the workspaces' package.json
 * (`murmur` field, workspaceApps.mjs). The build helper, the dev and serve scripts, the release
 * commands and the production remotes map all read this one table, so a port lives in exactly
 * one place and a new remote's workspace is all it takes to be one of them.
 */
import { join } from 'node:path';
import { readWorkspaceApps, type WorkspaceApp } from './workspaceApps.mjs';

export type AppEntry = WorkspaceApp;

const found = readWorkspaceApps(join(__dirname, '../..'));

export const host: AppEntry = found.host;

/** The remotes by their federation name, in the order of the root package.json's workspaces. */
export const remotes: Readonly<Record<string, AppEntry>> = Object.fromEntries(
  found.remotes.map((app) => [app.name, app]),
);

export const allApps: readonly AppEntry[] = [host, ...found.remotes];

/** A remote's federation name: whatever the workspaces declare. */
export type RemoteName = string;

/** The shell's or a remote's federation name. */
export type AppName = string;

export function appByName(name: AppName): AppEntry {
  const app = allApps.find((entry) => entry.name === name);
  if (!app) {
    const names = allApps.map((entry) => entry.name).join(', ');
    throw new Error(`No app is named "${name}" (the apps are ${names}).`);
  }
  return app;
}

/** Where the shell finds each remote's manifest, for a given port choice (dev or serve). */
export function remotesMap(port: (app: AppEntry) => number): Record<string, string> {
  const entries = Object.entries(remotes).map(([name, app]) => [
    name,
    `http://localhost:${port(app)}/mf-manifest.json`,
  ]);
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * `npm start -- --dev=<remotes>`: where the built shell hears that the apps served from
 * development builds were rebuilt after an edit (tools/dev/src/devBuildEvents.ts).
 */
export const devBuildEventsPort = 3009;
