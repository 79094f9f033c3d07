/**
 * `npm run bench -- --server-scale`: the mock-off build served twice, each shell passing /api to
 * its own API server (22 posts on 4300, `posts` on 4305), the guest signed in on each, and the
 * measures of `measure.ts`. The servers are the pair `npm run bench:api` measures, on a throwaway
 * PostgreSQL cluster: the demo's 22 posts, and `posts` posts with `users` members filled by
 * `npm run api:seed` (timed), where the guest follows 50 members, so the guest's home feed runs
 * through the history. Everything it starts (PostgreSQL, the servers) it stops.
 */
import type { Browser } from '@playwright/test';
import { postgresUnavailable } from '@murmur/api-server/testing';
import type { ModuleMap } from '../analyseBuild';
import { benchEnv, type Options } from '../env';
import { serveBuilds } from '../serveBuilds';
import { measureServerScale } from './measure';
import { startTwoSizes, type TwoSizes } from '../../shared/twoSizes';
import { throwawayCluster } from '../../shared/servers';
import { WORK_DIR } from '../../shared/paths';

export type ServerScale = Awaited<ReturnType<typeof measureServerScale>> & {
  posts: number;
  users: number;
  seedSeconds: number;
};

/** The two servers on a cluster of their own, which `stop()` ends too. */
async function startScaleServers(posts: number, users: number): Promise<TwoSizes> {
  const cluster = throwawayCluster();
  try {
    const clusterUrl = await cluster.url();
    const servers = await startTwoSizes({ clusterUrl, name: 'client', posts, users });
    return { ...servers, stop: () => servers.stop().finally(() => cluster.stop()) };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

/** The mock-off build (one folder per app in `buildsDir`, what its files hold in `moduleMap`). */
export async function benchServerScale(
  browser: Browser,
  buildsDir: string,
  moduleMap: ModuleMap,
  { posts, users, ...options }: Options & { posts: number; users: number },
): Promise<ServerScale | { skipped: string }> {
  const unavailable = postgresUnavailable();
  if (unavailable) return { skipped: unavailable };
  const servers = await startScaleServers(posts, users);
  try {
    const served = await serveBuilds(buildsDir, WORK_DIR, {
      apiUrls: [servers.small.origin, servers.large.origin],
    });
    try {
      const envOf = (shellUrl: string) =>
        benchEnv(browser, shellUrl, served.appOfOrigin, moduleMap, { ...options, seedPosts: 0 });
      const [smallUrl, largeUrl] = served.shellUrls as [string, string];
      const figures = await measureServerScale({
        small: { env: await envOf(smallUrl), posts: 22 },
        large: { env: await envOf(largeUrl), posts },
      });
      return { ...figures, posts, users, seedSeconds: servers.seedSeconds };
    } finally {
      await served.stop();
    }
  } finally {
    await servers.stop();
  }
}
