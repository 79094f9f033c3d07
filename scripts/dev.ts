/**
 * `npm start`: the five apps on dev servers with hot reload, the shell on port 3000;
 * `npm start -- --dev=feed,post`: those remotes on dev servers, the others from development
 * builds (see README, "Develop").
 */
import { parseDevRemotes } from './lib/devFlags';
import { startDev } from './lib/startDev';

let devRemotes;
try {
  devRemotes = parseDevRemotes(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await startDev(devRemotes);
