/** `npm run promote -- <app>`: the app's canary becomes live for every session. */
import { promote } from './lib/release/promote';
import { oneApp, parseCommandLine, releaseContext, runCommand } from './lib/release/cli';

await runCommand('npm run promote -- <app>', async () => {
  const { positionals } = parseCommandLine({});
  await promote(oneApp(positionals), releaseContext());
});
