/**
 * Every app of Murmur as data: its folder and ports. The build helper, the dev and serve scripts
 * and the production remotes map all read this one table, so a port lives in exactly one place.
 */
export interface AppEntry {
  /** Module Federation name, also the name shown in logs. */
  name: string;
  /** Workspace folder under the repository root. */
  dir: string;
  /** Port of the dev server (`npm start`). */
  devPort: number;
  /** Port of the production preview (`npm run serve`). */
  servePort: number;
}

export const host: AppEntry = { name: 'shell', dir: 'shell', devPort: 3000, servePort: 4000 };

/** The remotes by their federation names. */
export const remotes = {
  auth: { name: 'auth', dir: 'auth-app', devPort: 3001, servePort: 4001 },
  feed: { name: 'feed', dir: 'feed-app', devPort: 3002, servePort: 4002 },
  profile: { name: 'profile', dir: 'profile-app', devPort: 3003, servePort: 4003 },
  post: { name: 'post', dir: 'post-app', devPort: 3004, servePort: 4004 },
} satisfies Record<string, AppEntry>;

export type RemoteName = keyof typeof remotes;

export const allApps: readonly AppEntry[] = [host, ...Object.values(remotes)];

export type AppName = 'shell' | RemoteName;

export function appByName(name: AppName): AppEntry {
  return name === 'shell' ? host : remotes[name];
}

/** Where the shell finds each remote's manifest, for a given port choice (dev or serve). */
export function remotesMap(port: (app: AppEntry) => number): Record<RemoteName, string> {
  const entries = Object.entries(remotes).map(([name, app]) => [
    name,
    `http://localhost:${port(app)}/mf-manifest.json`,
  ]);
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}

/**
 * `npm start -- --dev=<remotes>`: where the built shell hears that the apps served from
 * development builds were rebuilt after an edit (scripts/lib/devBuildEvents.ts).
 */
export const devBuildEventsPort = 3009;
