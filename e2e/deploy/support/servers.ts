/**
 * Servers the deploy tests start and stop themselves: a remote's dev server, a static server
 * for a copied build. Each runs in its own process group, so stopping it also stops what npm
 * started under it.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { answers, portTaken, stopGroup } from '@murmur/tooling';

export const repoRoot = resolve(__dirname, '../../..');

export interface RunningServer {
  /** The address the server answers on, e.g. `http://localhost:3102`. */
  origin: string;
  stop(): Promise<void>;
  /** The last of what it printed, and how it ended if it has: for a failed test's report. */
  output(): string;
}

/** How much of a server's output is kept: a dev server's recent rebuilds and its last words. */
const KEPT_OUTPUT = 64_000;
/** The end of an output, short enough for an error message. */
const tail = (output: string) => output.slice(-4_000);

export interface StartOptions {
  command: string;
  args: string[];
  port: number;
  /** Path that answers 200 once the server is ready, e.g. `/mf-manifest.json`. */
  readyPath: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
  /** Where to run it: the repository, or a scratch copy of it. */
  cwd?: string;
}

/**
 * Starts a server and waits until it answers. Refuses a port that is already taken: a test
 * must never pass against some other server left running there.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { command, args, port, readyPath, timeoutMs } = options;
  if (await portTaken(port)) {
    throw new Error(`Port ${port} is already in use; stop whatever runs there and try again.`);
  }
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', ...options.env },
  });
  let output = '';
  const keep = (text: string) => {
    output = (output + text).slice(-KEPT_OUTPUT);
  };
  child.stdout?.on('data', (chunk: Buffer) => keep(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => keep(chunk.toString()));
  child.on('exit', (code, signal) => keep(`\n[${command} exited: ${signal ?? `code ${code}`}]\n`));

  const origin = `http://localhost:${port}`;
  const server = { origin, stop: () => stopGroup(child), output: () => output };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `${command} ${args.join(' ')} exited with ${child.exitCode}:\n${tail(output)}`,
      );
    }
    if (await answers(origin + readyPath, 5_000)) return server;
    await new Promise((done) => setTimeout(done, 500));
  }
  await server.stop();
  throw new Error(
    `${command} ${args.join(' ')} did not answer within ${timeoutMs} ms:\n${tail(output)}`,
  );
}

/** `npm start -w <app>`: the remote alone with its standalone bootstrap, on another port. */
export function startDevServer(appDir: string, port: number): Promise<RunningServer> {
  return startServer({
    command: 'npm',
    args: ['start', '--silent', '-w', appDir, '--', '--port', String(port)],
    port,
    readyPath: '/mf-manifest.json',
    // A cold compile on a busy two-core machine.
    timeoutMs: 120_000,
  });
}

/**
 * `npm run start:api`: the API server on the embedded database in `dataDir`, with `env` beside
 * its port (METRICS_TOKEN, for a judge or a dashboard reading its figures).
 */
export function startApiServer(
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  return startServer({
    command: 'npm',
    args: ['run', '--silent', 'start:api'],
    port,
    readyPath: '/api/health',
    timeoutMs: 120_000,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
  });
}

/** The `serve` package on a build folder, with the headers of the serve.json inside it. */
export function serveFolder(folder: string, port: number): Promise<RunningServer> {
  return startServer({
    command: join(repoRoot, 'node_modules/.bin/serve'),
    args: [
      folder,
      '--listen',
      String(port),
      '--no-port-switching',
      '--no-clipboard',
      '--no-request-logging',
    ],
    port,
    readyPath: '/',
    timeoutMs: 30_000,
  });
}

export async function stopAll(servers: readonly (RunningServer | undefined)[]): Promise<void> {
  await Promise.all(servers.map((server) => server?.stop()));
}
