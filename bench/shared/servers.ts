/**
 * The servers the benches start, and always stop: commands serving files until their URLs
 * answer, and a throwaway PostgreSQL cluster for the API servers (`@murmur/api-server/testing`
 * starts those, each in its own process).
 */
import { startProcess, waitForUrls } from '@murmur/tooling';
import {
  postgresUnavailable,
  startCluster,
  stopCluster,
  type Cluster,
} from '@murmur/api-server/testing';

/**
 * Starts each command (its output to its log file) and waits until each of `urls` answers;
 * stops them all if they do not.
 */
export async function startServed(
  servers: [command: string, logFile: string][],
  urls: string[],
  env: NodeJS.ProcessEnv = {},
) {
  const started = servers.map(([command, logFile]) => startProcess(command, logFile, env));
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
  try {
    await waitForUrls(urls, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** A PostgreSQL 15 cluster of the bench's own (fsync off), started when first needed. */
export function throwawayCluster() {
  let started: Promise<Cluster> | undefined;
  let cluster: Cluster | undefined;
  return {
    /** Why no cluster can be started here (no PostgreSQL 15, not root), or undefined. */
    unavailable: postgresUnavailable(),
    /** The cluster's URL (no database), started on the first call. */
    async url() {
      started ??= startCluster().then((value) => (cluster = value));
      return (await started).url;
    },
    /** Stops it and removes its files, if it was started. */
    stop() {
      if (cluster) stopCluster(cluster.dir);
      cluster = undefined;
      started = undefined;
    },
  };
}
