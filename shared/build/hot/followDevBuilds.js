/* global __MURMUR_DEV_BUILD_EVENTS__ -- defined by the bundler (createAppConfig) */
/**
 * In the shell's development build (`npm start -- --dev=<remotes>`, which serves it as files):
 * follows the rebuilds that edits to the built apps start (tools/dev/src/rebuildOnEdit.ts) and
 * reloads the page once they are written, saying why. A built bundle has no dev server to
 * take a hot update from; without this, an edit to shared/ui or shared/core would leave the
 * page stale until the next `npm start`.
 */
import { reloadBecause, showPendingReloadNote } from './reloadNote.js';

showPendingReloadNote();

const events = new EventSource(__MURMUR_DEV_BUILD_EVENTS__);
const read = (event) => JSON.parse(event.data);

events.addEventListener('rebuilding', (event) => {
  const { apps, changed } = read(event);
  console.info(
    `[Murmur] ${changed} changed: rebuilding ${apps.join(', ')}; the page reloads then.`,
  );
});

events.addEventListener('rebuilt', (event) => {
  const { apps, changed } = read(event);
  reloadBecause(`${apps.join(', ')} rebuilt after an edit to ${changed}`);
});

events.addEventListener('failed', (event) => {
  const { message } = read(event);
  console.error(`[Murmur] ${message} The page keeps the previous build; see the terminal.`);
});
