/**
 * Two API servers on a throwaway PostgreSQL cluster (as `npm run bench:api` makes one): the
 * demo's 22 posts, and `posts` posts with `users` members filled by `npm run api:seed` (timed),
 * where the guest follows 50 members, so the guest's home feed runs through the history.
 */
import { join } from 'node:path';
import {
  createDatabase,
  postgresUnavailable,
  startCluster,
  stopCluster,
} from '../../../api-server/test/support/postgres-cluster';
import {
  startServerProcess,
  type ServerProcess,
} from '../../../api-server/test/support/server-process';
import { timeCommand } from '../processes';

export interface ScaleServers {
  small: ServerProcess;
  large: ServerProcess;
  seedMs: number;
  stop(): Promise<void>;
}

export interface ScaleOptions {
  repoRoot: string;
  workDir: string;
  posts: number;
  users: number;
}

/** Why the servers cannot be started here (no PostgreSQL, not root), or undefined. */
export const scaleUnavailable = postgresUnavailable;

export async function startScaleServers({
  repoRoot,
  workDir,
  posts,
  users,
}: ScaleOptions): Promise<ScaleServers> {
  const cluster = await startCluster();
  const started: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    stopCluster(cluster.dir);
  };
  try {
    const smallUrl = await createDatabase(cluster.url, 'murmur_bench_client_small');
    const largeUrl = await createDatabase(cluster.url, 'murmur_bench_client_large');
    console.log(`  npm run api:seed -- --posts ${posts} --users ${users}`);
    const seedMs = await timeCommand(
      `npm run api:seed --prefix ${repoRoot} -- --posts ${posts} --users ${users}`,
      join(workDir, 'api-seed.log'),
      { DATABASE_URL: largeUrl },
    );
    console.log(`  seeded in ${(seedMs / 1000).toFixed(0)} s`);
    const env = { LOG_LEVEL: 'error' };
    const small = await startServerProcess({
      databaseUrl: smallUrl,
      env: { ...env, SEED_POSTS: '22' },
    });
    started.push(small);
    const large = await startServerProcess({ databaseUrl: largeUrl, env });
    started.push(large);
    return { small, large, seedMs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
