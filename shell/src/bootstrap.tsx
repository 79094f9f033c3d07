/**
 * The shell's start-up, in order. Each step is named for its job and lives with it; what can
 * run side by side does: the remotes, the mock API, the session and the page's data are all
 * asked for before the first render, which waits only for the current page's remote.
 */
import { toast } from 'react-hot-toast';
import {
  inPageApiHooks,
  prefetchRouteData,
  restoreSession,
  startCrossTabSync,
  startLiveEvents,
  store,
} from '@murmur/core';
import { firstScreenShown, showFirstScreen } from './app/firstScreen';
import { routeOfPath, startPreloading } from './app/remotePages/preloadRemotes';
import { startRegisteringRemotes } from './federation/registerRemotes';
import { registerRuntimePlugins } from './federation/runtimePlugins';
import { loadDevtoolsOpenerWhenIdle } from './devtools/loadDevtoolsOpener';
import { startMockApi } from '@murmur/mock-api/browser';
import { startNewReleaseWatch } from './releases/newReleaseWatch';
import { routeTableOfThisPage } from './routing/routeTableOfThisPage';
import { askForTelemetryTicket, startTelemetry } from './telemetry/startTelemetry';
import './app/document.global.scss';

async function start() {
  registerRuntimePlugins();
  startTelemetry({ firstScreenShown });
  const remotesRegistered = startRegisteringRemotes();
  // The routes and the navigation come from remotes.json, read once for both.
  const routes = routeTableOfThisPage();
  const { pathname } = window.location;
  const publicPage = routes.then(
    (table) => routeOfPath(table, pathname)?.route.access === 'public',
  );
  const mockApi = startMockApi({
    firstScreenShown,
    publicPage,
    core: inPageApiHooks,
    tellReset: () => toast.success('The demo data is back to its seed.'),
  });
  askForTelemetryTicket(mockApi);
  await remotesRegistered;
  const table = await routes;
  startNewReleaseWatch();
  const currentPage = startPreloading(store, pathname, table);
  void store.dispatch(restoreSession());
  // Other tabs' changes and sign-ins/outs show here without a reload (docs/developing.md, "Demo data").
  startCrossTabSync(store);
  // What other people do reaches the open page: the event stream of the server or of the mock's
  // worker (one transport), or the events of the mock in the page, once the mock answers.
  void mockApi.then((host) => startLiveEvents(store, { fromServer: host !== 'page' }));
  // What the page shows is read now, beside the session check and the page's code, not after
  // them (a stored session's token is good for it until the check says otherwise).
  if (store.getState().auth.status === 'restoring') {
    store.dispatch(prefetchRouteData(pathname));
  }
  await showFirstScreen(currentPage, table);
  // What this page runs (?devtools, Alt+Shift+D): nothing of it before the first screen.
  void firstScreenShown.then(loadDevtoolsOpenerWhenIdle);
}

void start();
