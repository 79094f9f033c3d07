/**
 * The builds a deploy makes: `npm run build -w <app> -- --output-path <folder>`, the command a
 * person would type, into the store's staging area (never into `<app>/dist`, which
 * `npm run serve` may be serving), two at a time on this two-core machine.
 */
import { spawn } from 'node:child_process';
import type { AppEntry } from '@murmur/build/apps';
import { repoRoot } from './store';

export type BuildApp = (app: AppEntry, outputPath: string) => Promise<void>;

export const buildWithNpm: BuildApp = (app, outputPath) =>
  new Promise((resolve, reject) => {
    const args = ['run', 'build', '-w', app.dir, '--', '--output-path', outputPath];
    const child = spawn('npm', args, {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`npm ${args.join(' ')} failed (exit ${code}):\n${output}`));
    });
  });
