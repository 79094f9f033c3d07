/**
 * `npm run deploy -- <app>|all [--from <build folder>] [--canary <percent>]`: builds the app
 * (or takes a build), checks it against what is live, writes it into the release store as a
 * new version and makes it live, or live for a share of sessions (docs/releases.md).
 * `--preview [<name>] [--days <n>]` makes it live for no one: a preview, opened by its link.
 */
import { resolve } from 'node:path';
import { deploy } from '../src/deploy';
import { givePreviewItsDefault, previewNameFrom } from '../src/previews/previewName';
import { previewDays } from '../src/previews/previewSettings';
import { judgeCanaryOf } from '../src/health/canaryJudge';
import { JUDGE_FLAGS, judgeOptionsFrom } from '../src/health/judgeCommandLine';
import { RELEASE_APPS, releaseAppNamed } from '../src/store';
import { UsageError, parseCommandLine, releaseContext, runCommand } from '../src/cli';

const appNames = RELEASE_APPS.map((app) => app.dir).join('|');
const USAGE = `npm run deploy -- <${appNames}|all> [--from <build folder>] [--canary <percent> [--judge --api <url>] | --preview [<name>] [--days <n>]]`;

await runCommand(USAGE, async () => {
  givePreviewItsDefault(process.argv);
  const { values, positionals } = parseCommandLine({
    from: { type: 'string' },
    canary: { type: 'string' },
    preview: { type: 'string' },
    days: { type: 'string' },
    judge: { type: 'boolean' },
    ...JUDGE_FLAGS,
  });
  if (positionals.length !== 1) throw new UsageError('Name one app, or all.');
  const [name] = positionals as [string];
  const apps = name === 'all' ? RELEASE_APPS : [releaseAppNamed(name)];
  // npm runs scripts at the repository root; a relative folder is relative to where it was typed.
  const from = values.from && resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  if (values.days !== undefined && values.preview === undefined) {
    throw new UsageError('--days is how long a preview lasts: it goes with --preview.');
  }
  if (values.judge && (canary === undefined || apps.length !== 1)) {
    throw new UsageError('--judge watches the canary of one app: give it with --canary.');
  }
  const preview =
    values.preview === undefined
      ? undefined
      : { name: previewNameFrom(values.preview || undefined), days: previewDays(values.days) };
  // Checked before the build: a judge that cannot read the figures must not start a canary.
  const judging = values.judge ? judgeOptionsFrom({ ...values, watch: true }) : undefined;
  const context = releaseContext();
  await deploy({ apps, from, canary, preview }, context);
  if (judging) await judgeCanaryOf(apps[0]!, context, judging);
});
