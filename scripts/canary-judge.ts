/**
 * `npm run canary:judge -- <app> [--api <url>] [--watch [--every <s>] [--timeout <s>]]`: the
 * app's canary promoted, rolled back or left to run by the figures of its own sessions
 * (docs/releases.md, "The canary judge"). A scheduler runs it; `--watch` asks until it decides.
 */
import { judgeCanaryOf } from './lib/release/health/canaryJudge';
import { judgeOptionsFrom } from './lib/release/health/judgeCommandLine';
import { oneApp, parseCommandLine, releaseContext, runCommand } from './lib/release/cli';

await runCommand(
  'npm run canary:judge -- <app> [--api <url>] [--watch] [--every <seconds>] [--timeout <seconds>]',
  async () => {
    const { values, positionals } = parseCommandLine({
      api: { type: 'string' },
      watch: { type: 'boolean' },
      every: { type: 'string' },
      timeout: { type: 'string' },
      hours: { type: 'string' },
    });
    await judgeCanaryOf(oneApp(positionals), releaseContext(), judgeOptionsFrom(values));
  },
);
