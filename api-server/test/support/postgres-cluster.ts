/**
 * A throwaway PostgreSQL 15 cluster from Debian's `postgresql` package: initdb in a temp folder as
 * the `postgres` user (runuser, so the tests run as root), on a free port of 5432–5440.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PG_BIN, PG_PORTS } from './paths';
import { freePort } from '@murmur/tooling';

export interface Cluster {
  url: string;
  dir: string;
  port: number;
}

/** Why a cluster cannot be started here, or undefined when it can. */
export function postgresUnavailable(): string | undefined {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) {
    return `no PostgreSQL 15 at ${PG_BIN} (Debian: apt-get install postgresql)`;
  }
  if (process.getuid?.() !== 0)
    return 'the tests start PostgreSQL as the postgres user, which needs root';
  if (!existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return 'runuser is missing';
  return undefined;
}

const asPostgres = (command: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args], {
    stdio: 'pipe',
  });

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'murmur-pg-'));
  const { uid, gid } = userIds('postgres');
  chownSync(dir, uid, gid);
  const data = path.join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort(PG_PORTS);
  const cluster = { url: `postgres://postgres@127.0.0.1:${port}`, dir, port };
  startServer(cluster);
  return cluster;
}

/** Starts the cluster's server (again, after `stopServer`: the fault tests). */
export function startServer({ dir, port }: Cluster): void {
  asPostgres('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
}

/** Stops the server as an operator's restart does: open sessions are ended (57P01). */
export function stopServer({ dir }: Cluster): void {
  asPostgres('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
}

export function stopCluster(dir: string): void {
  try {
    asPostgres('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function userIds(name: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, name]).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A new, empty database on the cluster: each test file gets its own. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: `${clusterUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return `${clusterUrl}/${name}`;
}
