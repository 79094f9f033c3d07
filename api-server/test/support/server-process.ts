/**
 * The real server in its own process, as `npm run start:api` runs it, on a port the kernel gives it
 * (PORT=0; the server tells its port over IPC, so a test never talks to another process's server),
 * with the test-only reset call on and the login limit out of the way of a suite that logs in a lot.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedDataDir } from './embedded-template';
import { JITI_CLI, SERVER_ENTRY } from './paths';

export interface ServerProcess {
  origin: string;
  /** The management port's origin (readiness, metrics, the telemetry summary). */
  managementOrigin: string;
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  /** SIGTERM, wait for the exit; the data folder is removed unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface ServerProcessOptions {
  /** A PostgreSQL database; without it the server runs the embedded one. */
  databaseUrl?: string;
  /** Reuse a data folder (a restart); a new one is made otherwise. */
  dataDir?: string;
  env?: Record<string, string>;
}

interface Listening {
  port: number;
  management?: { host: string; port: number };
}

/** The ports the child listens on, as it tells over IPC once listening; its exit is an error. */
function listeningPort(child: ChildProcess, output: () => string): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The API server did not start listening in time:\n${output()}`)),
      120_000,
    );
    const onExit = () => {
      clearTimeout(timer);
      // Let the last of its output arrive before reporting it.
      setTimeout(() => reject(new Error(`The API server exited:\n${output()}`)), 50);
    };
    child.once('exit', onExit);
    child.on('message', (message: { listening?: Listening }) => {
      if (!message.listening) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(message.listening);
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited:\n${output()}`);
    const response = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The API server did not answer /api/health in time:\n${output()}`);
}

export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'murmur-api-'));
  if (ownsDataDir && !options.databaseUrl) await embeddedDataDir(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    MANAGEMENT_PORT: '0',
    DATA_DIR: dataDir,
    MURMUR_ALLOW_RESET: '1',
    AUTH_RATE_LIMIT: '1000000',
    POST_RATE_LIMIT: '1000000',
    REACTION_RATE_LIMIT: '1000000',
    PROFILE_RATE_LIMIT: '1000000',
    LOGIN_FAILURE_LIMIT: '1000000',
    LOGIN_FAILURE_ACCOUNT_LIMIT: '1000000',
    LOGIN_FAILURE_CLIENT_LIMIT: '1000000',
    LOG_LEVEL: 'error',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  const child = spawn(process.execPath, [JITI_CLI, SERVER_ENTRY], {
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  const listening = await listeningPort(child, output);
  const origin = `http://127.0.0.1:${listening.port}`;
  const managementOrigin = listening.management
    ? `http://${listening.management.host}:${listening.management.port}`
    : '';
  await waitForHealth(origin, child, output);

  return {
    origin,
    managementOrigin,
    child,
    dataDir,
    output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownsDataDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
