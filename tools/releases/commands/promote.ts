/** `npm run promote -- <app>`: the app's canary becomes live for every session. */
import { promote } from '../src/promote';
import { oneApp, parseCommandLine, releaseContext, runCommand } from '../src/cli';

await runCommand('npm run promote -- <app>', async () => {
  const { positionals } = parseCommandLine({});
  await promote(oneApp(positionals), releaseContext());
});
