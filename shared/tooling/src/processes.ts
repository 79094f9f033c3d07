/** Child processes of the tooling: timed commands, and servers it starts and always stops. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export interface Started {
  child: ChildProcess;
  /** Ends the whole process group (npm → rspack → workers) that this child leads. */
  stop(): Promise<void>;
}

/** Starts `command` in its own process group, its output going to `logFile`. */
export function startProcess(
  command: string,
  logFile: string,
  env: NodeJS.ProcessEnv = {},
): Started {
  const log = createWriteStream(logFile);
  const child = spawn(command, {
    shell: true,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { child, stop: () => stopGroup(child) };
}

/** Whether the process `pid` of this machine still runs (one of another user's counts). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends the process group `child` leads (npm → rspack → workers): SIGTERM, and SIGKILL after five
 * seconds if the leader is still there. Members may outlive the leader (a dev server still
 * closing its sockets): a second after it, the group is killed, or they would hold their ports.
 */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const { pid } = child;
  if (child.exitCode !== null || child.signalCode !== null || pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // the group is already gone
    }
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signal('SIGTERM');
  const forced = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(forced);
  await sleep(1000);
  signal('SIGKILL');
}

/** Runs `command` to its end; resolves with its wall time in ms, rejects if it fails. */
export async function timeCommand(
  command: string,
  logFile: string,
  env: NodeJS.ProcessEnv = {},
): Promise<number> {
  const started = performance.now();
  const { child } = startProcess(command, logFile, env);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`\`${command}\` failed (exit ${code}); see ${logFile}`);
  return performance.now() - started;
}
