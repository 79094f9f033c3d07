/** What every release command works with: the store, a way to print, who is running it. */
import type { BuildApp } from './buildApps';
import type { ReleaseVia } from './releaseLog';
import type { StorePaths } from './store';

export interface ReleaseContext {
  paths: StorePaths;
  /** One line of what the command did. */
  print: (line: string) => void;
  /** For `user@host` in the release log. */
  by: string;
  /** How a deploy builds an app (tests give a faster one). */
  build: BuildApp;
  /** Where the change was asked from, for the log, when not the command line. */
  via?: ReleaseVia;
}
