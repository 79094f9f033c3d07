/** Where the benches find this repository, and where they put what they measured. */
import { join, resolve } from 'node:path';

/** This repository: the benches' own code, the apps they build, the scripts they run. */
export const REPO_ROOT = resolve(__dirname, '../..');

/** Every bench's results (JSON and Markdown) and the client bench's work folder. */
export const RESULTS_DIR = join(REPO_ROOT, 'bench-results');

/** The client bench's builds, servers' logs and stores. */
export const WORK_DIR = join(RESULTS_DIR, 'work');

/**
 * A path given on the command line, read from where it was typed: npm runs a workspace's
 * script in the workspace's folder, and says in INIT_CWD where `npm run` was called.
 */
export const fromCaller = (path: string): string =>
  resolve(process.env.INIT_CWD ?? process.cwd(), path);
