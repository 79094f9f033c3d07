/**
 * `npm start`: the five apps on dev servers with hot reload, the shell on port 3000;
 * `npm start -- --dev=feed,post`: those remotes on dev servers, the others from development
 * builds (see docs/developing.md); `npm start -- --api=server`: against the API server instead
 * of the mock, /api proxied by the dev servers (see docs/api-server.md).
 */
import { parseApiMode, startApiServer } from '@murmur/tooling';
import { parseDevRemotes } from '../src/devFlags';
import { startDev } from '../src/startDev';

const args = process.argv.slice(2);
let devRemotes;
let apiMode;
try {
  devRemotes = parseDevRemotes(args);
  apiMode = parseApiMode(args);
  // The built apps of --dev are plain static files: no dev server there to proxy /api.
  if (devRemotes && apiMode === 'server') {
    throw new Error('--api=server runs with every app on its dev server: leave out --dev.');
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const api = apiMode === 'server' ? await startApiServer() : undefined;
await startDev(devRemotes);
api?.stop();
