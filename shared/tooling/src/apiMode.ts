/**
 * `--api=mock` (default) or `--api=server` for `npm start` and `npm run serve`. With the server,
 * the API server runs beside the apps (http://127.0.0.1:5000, or MURMUR_API_URL when one already
 * runs elsewhere), the apps are told the mock is off, and /api is proxied from their origin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { answers } from './readiness';

export type ApiMode = 'mock' | 'server';

export const DEFAULT_API_URL = 'http://127.0.0.1:5000';

/** `--api=server` or `--api server`; the command's other flags are its own parsers' to read. */
export function parseApiMode(argv: readonly string[]): ApiMode {
  const { api = 'mock' } = parseArgs({
    args: [...argv],
    options: { api: { type: 'string' } },
    strict: false,
  }).values;
  if (api !== 'mock' && api !== 'server') {
    throw new Error(
      typeof api === 'string'
        ? `--api must be mock or server, not "${api}".`
        : '--api needs a value: mock or server.',
    );
  }
  return api;
}

const healthy = (url: string) => answers(`${url}/api/health`);

export interface ApiServer {
  url: string;
  stop(): void;
}

/**
 * Starts the API server unless one answers at MURMUR_API_URL already, and waits for its health
 * check. Sets the environment the app builds and dev servers read (MURMUR_MOCK_API, MURMUR_API_URL).
 */
export async function startApiServer(): Promise<ApiServer> {
  const url = process.env.MURMUR_API_URL ?? DEFAULT_API_URL;
  process.env.MURMUR_MOCK_API = 'false';
  process.env.MURMUR_API_URL = url;
  if (await healthy(url)) {
    console.log(`Using the API server already running at ${url}`);
    return { url, stop: () => undefined };
  }
  const child: ChildProcess = spawn('npm', ['run', 'start', '--silent', '-w', 'api-server'], {
    cwd: join(__dirname, '../../..'),
    env: { ...process.env, PORT: new URL(url).port || '5000' },
    stdio: 'inherit',
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  const deadline = Date.now() + 120_000;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The API server did not start at ${url}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`API server on ${url} (docs: ${url}/api/docs); the mock API is off.`);
  return { url, stop };
}
