/**
 * Makes sure browser tests have a Chromium, on a fresh machine too: an installed one, else
 * Debian's package when running as root, else Playwright's own download where the network
 * allows it. Stops with a clear message when none of these works.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from '@murmur/tooling';

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function playwrightHasBrowser(): boolean {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const { chromium } = require('@playwright/test'); require('fs').accessSync(chromium.executablePath())",
    ],
    { stdio: 'ignore' },
  );
  return probe.status === 0;
}

const found = findChromium();
if (found) {
  console.log(`Browser tests use ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
  if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
    const installed = findChromium();
    if (installed) {
      console.log(`Browser tests use ${installed}`);
      process.exit(0);
    }
  }
}

if (playwrightHasBrowser() || run('npx', ['playwright', 'install', 'chromium'])) {
  console.log("Browser tests use Playwright's own Chromium");
  process.exit(0);
}

console.error(
  [
    'No Chromium for the browser tests.',
    'Install one (Debian/Ubuntu: `sudo apt-get install chromium`), or point CHROME_PATH at a',
    'Chrome or Chromium binary, then run `npm test` again.',
  ].join('\n'),
);
process.exit(1);
