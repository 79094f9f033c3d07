/**
 * `npm run rollback -- <app> [--to <version>] [--no-fault]`: the previous live version of the
 * app (or the named one) is live again, and a running canary ends; nothing is built (README,
 * "Releases"). The version left is never a last good one, unless `--no-fault` says it was fine.
 * `--remove` takes a remote out of the pointer altogether (a new remote's first deploy undone).
 */
import { removeRemote } from '../src/removeRemote';
import { rollback } from '../src/rollback';
import { UsageError, oneApp, parseCommandLine, releaseContext, runCommand } from '../src/cli';

await runCommand('npm run rollback -- <app> [--to <version> | --remove] [--no-fault]', async () => {
  const { values, positionals } = parseCommandLine({
    to: { type: 'string' },
    remove: { type: 'boolean' },
    'no-fault': { type: 'boolean' },
  });
  if (values.remove && values.to) throw new UsageError('--remove goes to no version: drop --to.');
  const app = oneApp(positionals);
  await (values.remove
    ? removeRemote(app, releaseContext())
    : rollback(app, values.to, releaseContext(), { fault: !values['no-fault'] }));
});
