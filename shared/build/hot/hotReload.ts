/**
 * Hot reload across the federation, for dev servers and development builds: what every app's
 * bundle needs so that an edit to a remote shows in the shell's page in place.
 *
 * Each remote's `remoteEntry.js` already carries its own HMR client, connected to its own dev
 * server (the dev server adds its client to every entry, the container's too), and each app's
 * runtime applies its own hot updates: the feed's runtime patches the feed's modules. What was
 * missing is React Refresh: each bundle had its own instance, and only the shell's knew the
 * page's React root. `pageRefreshRuntime.js` makes it one instance per page.
 */
import { join } from 'node:path';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

const pageRefreshRuntime = join(__dirname, 'pageRefreshRuntime.js');
const applyHotUpdates = join(__dirname, 'applyHotUpdates.js');
// Plain scripts, no components: nothing for React Refresh to instrument.
const reloadScripts = [join(__dirname, 'reloadNote.js'), join(__dirname, 'followDevBuilds.js')];
const RSPACK_HOT_DEV_SERVER = /[\\/]@rspack[\\/]core[\\/]hot[\\/]dev-server\.js$/;

export function hotReload(appName: string): RspackPluginInstance[] {
  return [
    new ReactRefreshRspackPlugin({
      // The page's runtime is React Refresh's own code: instrumenting it would import itself.
      exclude: [/[\\/]node_modules[\\/]/, pageRefreshRuntime, applyHotUpdates, ...reloadScripts],
    }),
    new rspack.DefinePlugin({ __MURMUR_APP__: JSON.stringify(appName) }),
    // The plugin's client imports `react-refresh/runtime`; the page runtime imports
    // react-refresh's file by its full path, so this replaces the former only. (An alias
    // would lose to the plugin's own `react-refresh` alias, which comes first.)
    new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, pageRefreshRuntime),
    // The dev server adds Rspack's hot/dev-server.js to every entry; ours reloads on every
    // failure and says why (applyHotUpdates.js).
    new rspack.NormalModuleReplacementPlugin(RSPACK_HOT_DEV_SERVER, applyHotUpdates),
  ];
}
