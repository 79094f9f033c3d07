/**
 * `npm run rollback -- <app> [--to <version>]`: the previous live version of the app (or the
 * named one) is live again, and a running canary ends; nothing is built (README, "Releases").
 */
import { rollback } from './lib/release/rollback';
import { oneApp, parseCommandLine, releaseContext, runCommand } from './lib/release/cli';

await runCommand('npm run rollback -- <app> [--to <version>]', async () => {
  const { values, positionals } = parseCommandLine({ to: { type: 'string' } });
  await rollback(oneApp(positionals), values.to, releaseContext());
});
