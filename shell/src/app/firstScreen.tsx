/**
 * The first render of the app, and when it has been drawn (what waits for the first screen,
 * such as the mock API on the login page, waits for `firstScreenShown`).
 *
 * A page the server drew (docs/architecture.md, "The first screen") is hydrated: React takes over
 * its HTML instead of drawing it again, reading the state it was drawn from until it has
 * (drawnFirstScreen.ts). When this page would draw something else (another version of the
 * route's remote, other routes, no session), it is drawn afresh in its place, with no mismatch
 * to report. Either way, what the person typed and the first button they pressed meanwhile are
 * carried into the app (earlyInput.ts).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getInstance } from '@module-federation/enhanced/runtime';
import { store, type RootState } from '@murmur/core';
import { App } from './App';
import type { PageRouteTable } from '../routing/routeTableOfThisPage';
import { AppRouter } from './router';
import {
  dropDrawnStyles,
  readDrawnFirstScreen,
  whyNotHydrate,
  type DrawnFirstScreen,
} from './drawnFirstScreen';
import { replayEarlyInput, typedText, type TypedText } from './earlyInput';
import { routeOfPath } from './remotePages/preloadRemotes';
import { loadedPage } from './remotePages/loadedRemotes';
import { pagesModuleOf } from './remotePages/remotePageLoader';
import { pageRendered } from '../federation/fallback/firstRender';

/** How long the first render waits for the current page's remote before showing its loading state. */
const FIRST_PAGE_WAIT_MS = 1000;
/** How long a held action waits for the page it was made on to be the app's. */
const PAGE_READY_WAIT_MS = 10_000;

let markShown = () => {};

/** Settles once the frame that draws the first screen has passed. */
export const firstScreenShown = new Promise<void>((done) => (markShown = done));

const timeout = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The manifest this page runs a remote from, as the federation runtime has it registered. */
function manifestInUse(remote: string): string | null {
  const registered = getInstance()?.options.remotes.find((entry) => entry.name === remote);
  return registered && 'entry' in registered ? registered.entry : null;
}

/** Why the drawn page is not hydrated, or null when it is. */
function hydration(drawn: DrawnFirstScreen, table: PageRouteTable): string | null {
  if (table.unavailable !== undefined) return 'remotes.json could not be read';
  const route = routeOfPath(table, window.location.pathname);
  const { status, isAuthenticated } = store.getState().auth;
  return whyNotHydrate(drawn, {
    table,
    route,
    manifestInUse: route ? manifestInUse(route.remote) : null,
    pageLoaded: route
      ? loadedPage(pagesModuleOf(route.remote), route.route.page) !== undefined
      : false,
    hasSession: isAuthenticated || status === 'restoring',
    base: window.location.href,
  });
}

/** Once the route's page is the app's, the person's early input is given to it. */
async function replayWhenReady(container: HTMLElement, table: PageRouteTable, typed: TypedText) {
  await firstScreenShown;
  const route = routeOfPath(table, window.location.pathname);
  if (route) await Promise.race([pageRendered(route.remote), timeout(PAGE_READY_WAIT_MS)]);
  replayEarlyInput(container, typed);
}

/** The app rendered into `container`: in slices, yielding to the browser between them. */
function renderApp(container: HTMLElement, table: PageRouteTable): void {
  const root = createRoot(container);
  // As a transition: no long task holds the page's other work (a worker taking the page over,
  // an answer arriving).
  startTransition(() =>
    root.render(<App router={<AppRouter table={table} />} onShown={markShown} />),
  );
}

/** The drawn page taken over by the app, reading the state it was drawn from while it does. */
function hydrateApp(container: HTMLElement, table: PageRouteTable, drawn: DrawnFirstScreen) {
  const app = (
    <App
      router={<AppRouter table={table} />}
      serverState={drawn.state as RootState}
      onShown={markShown}
    />
  );
  // As a transition, React hydrates in slices too.
  startTransition(() => void hydrateRoot(container, app));
}

/** The app's own page drawn over the drawn one, whose version's styles then go. */
function drawOver(container: HTMLElement, table: PageRouteTable, drawn: DrawnFirstScreen) {
  renderApp(container, table);
  const route = routeOfPath(table, window.location.pathname);
  const inUse = route ? manifestInUse(route.remote) : null;
  void firstScreenShown.then(() => dropDrawnStyles(drawn, inUse));
}

/**
 * Shows the app. The current page's remote is usually moments away: the first render waits for
 * it (up to a limit; on a drawn page, which shows meanwhile, for as long as it takes), so the
 * page shows in that render, with no loading state to replace (React shows what a loading state
 * waited for no sooner than 300 ms after the loading state appeared).
 */
export async function showFirstScreen(
  currentPage: Promise<void>,
  table: PageRouteTable,
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  const drawn = readDrawnFirstScreen();
  if (!drawn) {
    await Promise.race([currentPage, timeout(FIRST_PAGE_WAIT_MS)]);
    renderApp(container, table);
    return;
  }
  await currentPage;
  const typed = typedText(container);
  const why = hydration(drawn, table);
  if (why === null) hydrateApp(container, table, drawn);
  else {
    console.info(`Murmur draws this page itself: ${why}.`);
    drawOver(container, table, drawn);
  }
  void replayWhenReady(container, table, typed);
}
