/**
 * `--before=<worktree>`: the API server of another checkout (the commit before a change), started
 * by that checkout's own test support, so it runs that code with that checkout's dependencies.
 */
import type * as Testing from '@murmur/api-server/testing';
import type { ServerProcess } from '@murmur/api-server/testing';

export async function startServerOf(worktree: string, databaseUrl: string): Promise<ServerProcess> {
  const entry = require.resolve('@murmur/api-server/testing', { paths: [worktree] });
  const { startServerProcess } = (await import(entry)) as typeof Testing;
  console.log(`The server before: ${worktree}`);
  return startServerProcess({ databaseUrl, env: { LOG_LEVEL: 'error', SEED_POSTS: '22' } });
}
