/**
 * A release store of a test's own (a temporary DEPLOY_DIR) served by its own nginx through
 * `npm run serve:deploy -- --port <port>`, and the release commands run against it exactly as
 * a person types them.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLog, type LogEntry } from '@murmur/releases';
import { fingerprints, tempFolder, type FileFingerprint } from '../../deploy/support/builds';
import { repoRoot, startServer, type RunningServer } from '../../deploy/support/servers';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
  /** How long the command took, start to exit. */
  ms: number;
}

export interface ReleaseStore {
  root: string;
  origin: string;
  /** `npm run <command> -- <args>` with DEPLOY_DIR set to this store (in `cwd`, the repository's by default). */
  run(command: string, args: string[], cwd?: string): Promise<CommandResult>;
  /** Starts nginx on the store (`npm run serve:deploy`, with `args`: `--api=server`). */
  serve(args?: string[]): Promise<void>;
  /** The two pointers, as bytes. */
  pointers(): { page: string; remotes: string };
  /** The release log's lines, oldest first. */
  log(): LogEntry[];
  /** Every file of every version, with its hash and modification time. */
  versionFiles(): Record<string, FileFingerprint>;
  stop(): Promise<void>;
}

export function releaseStore(label: string, port: number): ReleaseStore {
  const folder = tempFolder(`release-${label}`);
  const root = join(folder.path, 'deploy');
  let server: RunningServer | undefined;
  const env = { ...process.env, DEPLOY_DIR: root, FORCE_COLOR: '0' };
  return {
    root,
    origin: `http://localhost:${port}`,
    run(command, args, cwd = repoRoot) {
      const started = performance.now();
      return new Promise((resolve) => {
        execFile(
          'npm',
          ['run', '--silent', command, '--', ...args],
          { cwd, env, maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) =>
            resolve({
              code: error ? Number((error as { code?: number }).code ?? 1) : 0,
              stdout,
              stderr,
              ms: performance.now() - started,
            }),
        );
      });
    },
    async serve(args = []) {
      server = await startServer({
        command: 'npm',
        args: ['run', '--silent', 'serve:deploy', '--', '--port', String(port), ...args],
        port,
        readyPath: '/',
        timeoutMs: 30_000,
        env,
      });
    },
    pointers: () => ({
      page: readFileSync(join(root, 'index.html'), 'utf8'),
      remotes: readFileSync(join(root, 'remotes.json'), 'utf8'),
    }),
    log: () => readLog(join(root, 'releases.log')),
    versionFiles: () => fingerprints(join(root, 'apps')),
    async stop() {
      await server?.stop();
      folder.remove();
    },
  };
}
