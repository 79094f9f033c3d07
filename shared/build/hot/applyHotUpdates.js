/* global __MURMUR_APP__, __webpack_hash__ -- defined by the bundler (createAppConfig, Rspack) */
/**
 * Applies the dev server's hot updates to this app's modules, and reloads the page, saying why,
 * when an update cannot be applied in place. It stands in for Rspack's `hot/dev-server.js` in
 * every app served by a dev server (createAppConfig), so the shell and each remote follow their
 * own dev server, in their own runtime.
 *
 * Rspack's version leaves the page stale when an update fails for any other reason than an
 * unaccepted module, and its "[HMR] Cannot apply update" goes with the console it was written
 * in. Here every failure reloads, and says why after the reload too (reloadNote.js).
 */
import { emitter } from '@rspack/core/hot/emitter.js';
import { reloadBecause as reloadWithNote, showPendingReloadNote } from './reloadNote.js';

// The app's federation name, defined at build time by createAppConfig.
const app = __MURMUR_APP__;

showPendingReloadNote();

const reloadBecause = (reason) => reloadWithNote(`${app}: ${reason}`);

const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

if (!import.meta.webpackHot) throw new Error('applyHotUpdates needs hot module replacement on.');

let latestHash = '';
const upToDate = () => latestHash.includes(__webpack_hash__);

function applyLatest() {
  import.meta.webpackHot.check(true).then(
    (updated) => {
      if (!updated) {
        reloadBecause('its dev server has no update from the build this page runs (restarted?)');
      } else if (!upToDate()) {
        applyLatest();
      }
    },
    (error) => {
      reloadBecause(`an update could not be applied in place (${firstLine(error)})`);
    },
  );
}

emitter.on('webpackHotUpdate', (hash) => {
  latestHash = hash;
  if (!upToDate() && import.meta.webpackHot.status() === 'idle') applyLatest();
});
