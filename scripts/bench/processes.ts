/** Child processes of the benchmark: timed commands and servers it starts and always stops. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { connect } from 'node:net';

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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, 5000, 'timeout'));
      if ((await Promise.race([exited, timeout])) !== 'timeout') {
        // Members may outlive the group's leader (a dev server still closing its sockets).
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the whole group is gone
      }
    },
  };
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

export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Polls until every URL answers 2xx; rejects after `timeoutMs`. */
export async function waitForUrls(urls: string[], timeoutMs: number, pollMs = 100): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if ((await Promise.all(urls.map(answers))).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`Not answering after ${timeoutMs} ms: ${urls.join(', ')}`);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The ports of `ports` that something already listens on. */
export async function portsInUse(ports: number[]): Promise<number[]> {
  const busy = await Promise.all(ports.map(async (port) => ((await listening(port)) ? port : 0)));
  return busy.filter((port) => port !== 0);
}
