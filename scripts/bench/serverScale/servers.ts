/**
 * Two API servers on a throwaway PostgreSQL cluster (as `npm run bench:api` measures them): the
 * demo's 22 posts, and `posts` posts with `users` members filled by `npm run api:seed` (timed),
 * where the guest follows 50 members, so the guest's home feed runs through the history.
 */
import { startTwoSizes, type TwoSizes } from '@murmur/api-server/bench';
import { postgresUnavailable, startCluster, stopCluster } from '@murmur/api-server/testing';

export interface ScaleOptions {
  posts: number;
  users: number;
}

/** Why the servers cannot be started here (no PostgreSQL, not root), or undefined. */
export const scaleUnavailable = postgresUnavailable;

export async function startScaleServers({ posts, users }: ScaleOptions): Promise<TwoSizes> {
  const cluster = await startCluster();
  try {
    const servers = await startTwoSizes({ clusterUrl: cluster.url, name: 'client', posts, users });
    return {
      ...servers,
      async stop() {
        await servers.stop();
        stopCluster(cluster.dir);
      },
    };
  } catch (error) {
    stopCluster(cluster.dir);
    throw error;
  }
}
