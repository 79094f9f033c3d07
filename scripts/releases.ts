/** `npm run releases [-- <app>]`: every version in the release store, and which is live. */
import { listReleases } from './lib/release/listReleases';
import { RELEASE_APPS, releaseAppNamed } from './lib/release/store';
import { parseCommandLine, releaseContext, runCommand } from './lib/release/cli';

await runCommand(
  'npm run releases [-- <app>]',
  () => {
    const { positionals } = parseCommandLine({});
    const apps = positionals.length === 0 ? RELEASE_APPS : positionals.map(releaseAppNamed);
    const context = releaseContext();
    context.print(`Release store: ${context.paths.root}`);
    listReleases(apps, context);
  },
  { timed: false },
);
