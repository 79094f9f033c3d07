/**
 * Draws the routes of a remotes.json as HTML, with the shell's server build
 * (`<shell build>/server/first-screen.js`, shared/build/serverBuild/) and each remote's
 * (`<build>/server/remoteEntry.js`): the versions that are live draw their own pages.
 *
 * Each drawing runs in a Node process of its own: the federation runtime and Node's module cache
 * are per process, and a drawing is of one set of versions. It is given a time limit, and a
 * drawing that fails leaves the pages undrawn (the shell's page then starts as it always has).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DrawRequest, DrawnRoutes } from '@murmur/contract';
import { REMOTE_SERVER_ENTRY, SERVER_FOLDER, SHELL_SERVER_ENTRY } from '../serverBuild/serverFiles';

export type { DrawnRoute, DrawnRoutes } from '@murmur/contract';

/** A drawing of every route takes well under a second; one that hangs is stopped. */
const TIME_LIMIT_MS = 30_000;

/** The child: the shell's server entry, the request on stdin, the drawn routes on stdout. */
const CHILD = `
const { drawFirstScreens } = require(process.argv[1]);
let request = '';
process.stdin.setEncoding('utf8').on('data', (chunk) => (request += chunk)).on('end', () => {
  drawFirstScreens(JSON.parse(request)).then(
    (drawn) => process.stdout.write(JSON.stringify(drawn)),
    (error) => { console.error(error && error.stack || error); process.exitCode = 1; },
  );
});`;

/** A build's server entry of the shell, or null when the build has none (an older version). */
export function shellServerEntry(shellBuild: string): string | null {
  const entry = join(shellBuild, SERVER_FOLDER, SHELL_SERVER_ENTRY);
  return existsSync(entry) ? entry : null;
}

/** A remote build's server entry, or null when it has none. */
export function remoteServerEntry(remoteBuild: string): string | null {
  const entry = join(remoteBuild, SERVER_FOLDER, REMOTE_SERVER_ENTRY);
  return existsSync(entry) ? entry : null;
}

export function drawFirstScreens(shellEntry: string, request: DrawRequest): Promise<DrawnRoutes> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CHILD, shellEntry], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: TIME_LIMIT_MS,
    });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-4_000);
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve(JSON.parse(output) as DrawnRoutes);
      else
        reject(
          new Error(
            `The first screens could not be drawn (${signal ?? `exit ${code}`}):\n${errors}`,
          ),
        );
    });
    child.stdin.end(JSON.stringify(request));
  });
}
