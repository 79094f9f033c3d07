/**
 * `npm run rollback -- <app> [--to <version>] [--no-fault]`: the previous live version of the
 * app (or the named one) is live again, and a running canary ends; nothing is built (README,
 * "Releases"). The version left is never a last good one, unless `--no-fault` says it was fine.
 */
import { rollback } from './lib/release/rollback';
import { oneApp, parseCommandLine, releaseContext, runCommand } from './lib/release/cli';

await runCommand('npm run rollback -- <app> [--to <version>] [--no-fault]', async () => {
  const { values, positionals } = parseCommandLine({
    to: { type: 'string' },
    'no-fault': { type: 'boolean' },
  });
  await rollback(oneApp(positionals), values.to, releaseContext(), {
    fault: !values['no-fault'],
  });
});
