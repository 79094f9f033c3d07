/**
 * `npm run releases:clean [-- --keep-days <n>] [--dry-run]`: deletes the versions that are not
 * live, a canary, last good, a preview, their app's newest, nor younger than the days kept
 * (MURMUR_KEEP_DAYS, else 7), and forgets expired previews (docs/releases.md).
 */
import { cleanStore } from '../src/clean/cleanStore';
import { RefusedError } from '../src/store';
import { parseCommandLine, releaseContext, runCommand, UsageError } from '../src/cli';

await runCommand('npm run releases:clean [-- --keep-days <n>] [--dry-run]', async () => {
  const { values, positionals } = parseCommandLine({
    'keep-days': { type: 'string' },
    'dry-run': { type: 'boolean' },
  });
  if (positionals.length > 0)
    throw new UsageError('The cleaning takes no app: it cleans them all.');
  const setting = values['keep-days'] ?? process.env.MURMUR_KEEP_DAYS ?? '7';
  const keepDays = Number(setting);
  if (!Number.isFinite(keepDays) || keepDays < 0) {
    throw new RefusedError(`--keep-days takes a number of days, not "${setting}".`);
  }
  await cleanStore({ keepDays, dryRun: values['dry-run'] }, releaseContext());
});
