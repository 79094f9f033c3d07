/**
 * A private deployment of the production builds for tests that break it: the five dist folders
 * copied to a temporary folder (a rebuild cannot change them mid-test), each served on its own
 * port from 4200, with the shell's remotes.json pointing at those ports.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allApps, type AppName } from '@murmur/build/apps';
import { staticSite, type StaticSite } from './staticSite';
import { repositoryRoutesOf, withRoutes } from '@murmur/build/routes/remotesJson';

const repoRoot = join(__dirname, '../../..');
const PORT_BASE = 4200;

export interface Deployment {
  /** The shell's origin, for `baseURL`. */
  readonly shellURL: string;
  site(name: AppName): StaticSite;
  /** Stops every server and deletes the copies. */
  dispose(): Promise<void>;
}

export async function deployCopy(): Promise<Deployment> {
  const folder = await mkdtemp(join(tmpdir(), 'murmur-resilience-'));
  const sites = new Map<AppName, StaticSite>();
  const portOf = (index: number) => PORT_BASE + index;

  const remotes: Record<string, string> = {};
  for (const [index, app] of allApps.entries()) {
    const root = join(folder, app.dir);
    await cp(join(repoRoot, app.dir, 'dist'), root, { recursive: true });
    const isShell = app.name === 'shell';
    if (!isShell) remotes[app.name] = `http://localhost:${portOf(index)}/mf-manifest.json`;
    sites.set(
      app.name as AppName,
      staticSite({ root, port: portOf(index), spaFallback: isShell, cors: !isShell }),
    );
  }
  // Each remote with the routes it declares, as a deployment writes remotes.json.
  await writeFile(
    join(folder, 'shell', 'remotes.json'),
    JSON.stringify(withRoutes(remotes, repositoryRoutesOf)),
  );

  const started: StaticSite[] = [];
  try {
    for (const site of sites.values()) {
      await site.start();
      started.push(site);
    }
  } catch (error) {
    await Promise.all(started.map((site) => site.stop()));
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    shellURL: sites.get('shell')!.origin,
    site(name) {
      return sites.get(name)!;
    },
    async dispose() {
      await Promise.all([...sites.values()].map((site) => site.stop()));
      await rm(folder, { recursive: true, force: true });
    },
  };
}
