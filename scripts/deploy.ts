/**
 * `npm run deploy -- <app>|all [--from <build folder>] [--canary <percent>]`: builds the app
 * (or takes a build), checks it against what is live, writes it into the release store as a
 * new version and makes it live, or live for a share of sessions (README, "Releases").
 */
import { resolve } from 'node:path';
import { deploy } from './lib/release/deploy';
import { RELEASE_APPS, releaseAppNamed } from './lib/release/store';
import { UsageError, parseCommandLine, releaseContext, runCommand } from './lib/release/cli';

const appNames = RELEASE_APPS.map((app) => app.dir).join('|');
const USAGE = `npm run deploy -- <${appNames}|all> [--from <build folder>] [--canary <percent>]`;

await runCommand(USAGE, async () => {
  const { values, positionals } = parseCommandLine({
    from: { type: 'string' },
    canary: { type: 'string' },
  });
  if (positionals.length !== 1) throw new UsageError('Name one app, or all.');
  const [name] = positionals as [string];
  const apps = name === 'all' ? RELEASE_APPS : [releaseAppNamed(name)];
  // npm runs scripts at the repository root; a relative folder is relative to where it was typed.
  const from = values.from && resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  await deploy({ apps, from, canary }, releaseContext());
});
