/**
 * `npm run bench`: times `npm run build`, builds Murmur again through Rspack's API (to know what
 * every emitted file holds), serves that build on ports 4300–4304, drives Chromium through the
 * load path and the feed at scale, and prints a table (also written as JSON to bench-results/).
 * Times are medians of cold runs; bytes are gzip level 9 of what the browser received. Options:
 *   --runs N          cold runs per timed measure (default 5)
 *   --seed-posts N    posts in the mock for the feed-at-scale measure (default 5000)
 *   --scroll-posts N  how far the feeds at scale are scrolled, in posts (default 1000)
 *   --label NAME      names the JSON file: bench-results/NAME.json (default: a timestamp)
 *   --compare FILE    prints FILE's figures beside this run's (before/after)
 *   --root DIR        builds and measures the apps of another worktree of Murmur (e.g. main
 *                     before a change), with this benchmark's measures; no dev server measures
 *   --skip-build      does not time `npm run build`
 *   --skip-dev        does not time the dev servers
 *   --first-screen    only the first screen's measures (bytes, the login page, cold /home, the
 *                     login click): a before and after pair in minutes, not a quarter hour
 *   --before DIR      with --first-screen: measures DIR's apps as well, served beside this
 *                     run's on 4320–4324, their cold runs taken in turn (modes/before.ts)
 *   --monolith        the first screen of this run's build beside the same sources built as one
 *                     application without Module Federation (modes/monolith.ts, on 4330)
 *   --integrity       only what checking a release store's hashes costs a cold /home
 *                     (modes/integrity.ts; run `npm run build` first)
 *   --server-scale    also the mock-off build against API servers on PostgreSQL with 22 posts
 *                     and with --server-posts (default 1000000) and --server-users (10000):
 *                     several minutes more (serverScale/)
 * On a machine shared with browser tests, run it under their lock:
 *   flock /tmp/murmur-browser.lock npm run bench
 */
import { mkdirSync } from 'node:fs';
import { REPO_ROOT, WORK_DIR } from '../shared/paths';
import { readArgs, type ClientArgs } from './args';
import { runBeforeAndAfter } from './modes/before';
import { runFull } from './modes/full';
import { runIntegrity } from './modes/integrity';
import { runMonolith } from './modes/monolith';

const MODES: Record<ClientArgs['mode'], (args: ClientArgs) => Promise<void>> = {
  full: runFull,
  before: runBeforeAndAfter,
  monolith: runMonolith,
  integrity: runIntegrity,
};

async function main() {
  const args = readArgs();
  // npm runs a workspace's script in its folder; the bench's children (the analysis builds,
  // whose module names are relative to it) run from the repository's root, as they always did.
  process.chdir(REPO_ROOT);
  mkdirSync(WORK_DIR, { recursive: true });
  await MODES[args.mode](args);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
