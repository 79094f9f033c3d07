/**
 * `npm run releases -- --health --api <url>`: for each app, the figures of its live version, its
 * canary, its previews (previews.json), and every other version sessions reported in the period
 * (a version rolled back or fallen back to): sessions, error rate, fallbacks, LCP and INP p75.
 */
import type { AppEntry } from '@murmur/build/apps';
import type { ReleaseContext } from '../context';
import { readPointers } from '../pointers';
import { activePreviews, readPreviews } from '../previews/previewsFile';
import { describeHealth, readHealth } from './healthSummary';
import { noSessions } from './versionHealth';
import { judgeSettingsFrom } from './judgeRule';

export async function printHealth(
  apps: readonly AppEntry[],
  { paths, print }: ReleaseContext,
  { api, hours = 24, read = readHealth }: { api: string; hours?: number; read?: typeof readHealth },
): Promise<void> {
  const state = readPointers(paths);
  const previews = activePreviews(readPreviews(paths), new Date());
  print(`Health over the last ${hours} h, from ${api}`);
  for (const app of apps) {
    const { live, canary } = state[app.dir]!;
    // Each network counted as the judge counts it.
    const health = await read(api, app, {
      hours,
      perPrefix: judgeSettingsFrom().sessionsPerPrefix,
    });
    const roles = new Map<string, string>();
    if (live) roles.set(live, 'live');
    if (canary) roles.set(canary.version, `canary ${canary.percent} %`);
    for (const preview of previews.filter((entry) => entry.app === app.dir)) {
      if (!roles.has(preview.version)) roles.set(preview.version, `preview ${preview.name}`);
    }
    for (const version of health.keys()) if (!roles.has(version)) roles.set(version, 'other');
    print(app.dir);
    if (roles.size === 0) print('  (nothing live, nothing reported)');
    const roleWidth = Math.max(12, ...[...roles.values()].map((role) => role.length + 1));
    for (const [version, role] of roles) {
      const figures = health.get(version) ?? noSessions(app.name, version);
      print(`  ${version.padEnd(12)} ${role.padEnd(roleWidth)} ${describeHealth(figures)}`);
    }
  }
}
