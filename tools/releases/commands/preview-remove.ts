/**
 * `npm run preview:remove -- [<app>] <name>`: a preview's link stops working; its version's
 * files stay until `npm run releases:clean` (docs/releases.md).
 */
import { removePreview } from '../src/previews/removePreview';
import { releaseAppNamed } from '../src/store';
import { UsageError, parseCommandLine, releaseContext, runCommand } from '../src/cli';

await runCommand('npm run preview:remove -- [<app>] <name>', async () => {
  const { positionals } = parseCommandLine({});
  if (positionals.length < 1 || positionals.length > 2) {
    throw new UsageError('Name the preview, and its app if two apps have one of that name.');
  }
  const [app, name] =
    positionals.length === 2
      ? [releaseAppNamed(positionals[0]!), positionals[1]!]
      : [undefined, positionals[0]!];
  await removePreview(name, app, releaseContext());
});
