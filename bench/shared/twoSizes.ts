/**
 * Two API servers on one PostgreSQL cluster, side by side: the demo's 22 posts, and `posts`
 * posts with `users` members filled by `npm run api:seed` (timed). The API bench's /api/v2 run
 * and the client bench's `--server-scale` both measure against this pair.
 */
import { spawn } from 'node:child_process';
import { createDatabase, startServerProcess, type ServerProcess } from '@murmur/api-server/testing';
import { REPO_ROOT } from './paths';

export interface TwoSizesOptions {
  /** A PostgreSQL cluster (no database in the URL) where two databases may be created. */
  clusterUrl: string;
  /** Names the two databases, which must be new on the cluster. */
  name: string;
  posts: number;
  users: number;
}

/** `npm run api:seed` into `databaseUrl`, its steps printed as it goes; resolves with its seconds. */
async function seed(databaseUrl: string, posts: number, users: number): Promise<number> {
  const args = ['--posts', String(posts), '--users', String(users)];
  console.log(`  npm run api:seed -- ${args.join(' ')}`);
  const started = performance.now();
  const child = spawn('npm', ['run', 'api:seed', '--silent', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run api:seed failed (exit ${code})`);
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`  seeded in ${seconds} s`);
  return seconds;
}

export async function startTwoSizes(options: TwoSizesOptions) {
  const { clusterUrl, name, posts, users } = options;
  const smallUrl = await createDatabase(clusterUrl, `murmur_bench_${name}_small`);
  const largeUrl = await createDatabase(clusterUrl, `murmur_bench_${name}_large`);
  const seedSeconds = await seed(largeUrl, posts, users);
  const env = { LOG_LEVEL: 'error' };
  const started: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
  try {
    started.push(
      await startServerProcess({ databaseUrl: smallUrl, env: { ...env, SEED_POSTS: '22' } }),
    );
    started.push(await startServerProcess({ databaseUrl: largeUrl, env }));
  } catch (error) {
    await stop();
    throw error;
  }
  const [small, large] = started as [ServerProcess, ServerProcess];
  // seedSeconds: how long `npm run api:seed` took to fill the large database.
  return { small, large, seedSeconds, stop };
}

export type TwoSizes = Awaited<ReturnType<typeof startTwoSizes>>;
