/**
 * `npm run releases [-- <app>] [--health --api <url>]`: every version in the release store, and
 * which is live; with `--health`, what the sessions of each live, canary and other reported
 * version saw (the API server's telemetry).
 */
import { listReleases } from '../src/listReleases';
import { apiAddress } from '../src/health/healthSummary';
import { printHealth } from '../src/health/printHealth';
import { RELEASE_APPS, releaseAppNamed } from '../src/store';
import { UsageError, parseCommandLine, releaseContext, runCommand } from '../src/cli';

await runCommand(
  'npm run releases [-- <app>] [--health --api <url> [--hours <n>]]',
  async () => {
    const { values, positionals } = parseCommandLine({
      health: { type: 'boolean' },
      api: { type: 'string' },
      hours: { type: 'string' },
    });
    const apps = positionals.length === 0 ? RELEASE_APPS : positionals.map(releaseAppNamed);
    const context = releaseContext();
    context.print(`Release store: ${context.paths.root}`);
    listReleases(apps, context);
    if (!values.health) return;
    const hours = values.hours === undefined ? 24 : Number(values.hours);
    if (!Number.isInteger(hours) || hours < 1) throw new UsageError('--hours takes whole hours.');
    context.print('');
    await printHealth(apps, context, { api: apiAddress(values.api), hours });
  },
  { timed: false },
);
