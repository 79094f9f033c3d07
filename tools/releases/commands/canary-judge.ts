/**
 * `npm run canary:judge -- <app> [--api <url>] [--watch [--every <s>] [--timeout <s>]]`: the
 * app's canary promoted, rolled back or left to run by the figures of its own sessions
 * (docs/releases.md, "The canary judge"). A scheduler runs it; `--watch` asks until it decides.
 */
import { judgeCanaryOf } from '../src/health/canaryJudge';
import { JUDGE_FLAGS, judgeOptionsFrom } from '../src/health/judgeCommandLine';
import { oneApp, parseCommandLine, releaseContext, runCommand } from '../src/cli';

await runCommand(
  'npm run canary:judge -- <app> [--api <url>] [--watch] [--every <seconds>] [--timeout <seconds>]',
  async () => {
    const { values, positionals } = parseCommandLine(JUDGE_FLAGS);
    await judgeCanaryOf(oneApp(positionals), releaseContext(), judgeOptionsFrom(values));
  },
);
