import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from 'react-hot-toast';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import {
  announceDataReset,
  prefetchRouteData,
  restoreSession,
  startCrossTabSync,
  startLiveEvents,
  startMockApiWith,
  store,
} from '@murmur/core';
import { resetDemoDataIfAsked } from './app/demoData';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { compatibilityGatePlugin } from './app/remotes/compatibility/compatibilityGatePlugin';
import { remoteLoadErrorsPlugin } from './app/remotes/remoteLoadErrorsPlugin';
import { remoteOfPath, startPreloading } from './app/remotes/preloadRemotes';
import { ensureRemotesRegistered } from './app/remotes/remotesConfig';
import { releaseOfThisPage } from './app/releases/releaseCheck';
import { watchForNewRelease } from './app/releases/newReleaseWatch';
import './app/document.global.scss';

/** How long the first render waits for the current page's remote before showing its loading state. */
const FIRST_PAGE_WAIT_MS = 1000;

async function start() {
  // A remote that fails to load is reported by its page, naming the app and what went wrong.
  // A remote built for a newer shell is refused before any of its code runs.
  registerPlugins([remoteLoadErrorsPlugin(), compatibilityGatePlugin()]);
  // Where the remotes live (read as the federation started, see app/federation). A failure
  // here is not fatal: each remote page shows it and retries on "Try again".
  const remotesRegistered = ensureRemotesRegistered().catch((error: unknown) => {
    console.error('Murmur could not read remotes.json.', error);
  });
  // `process.env.MURMUR_MOCK_API` is replaced at build time: with the mock off, the import
  // below is dead code and Mirage is in no bundle. The mock starts beside the first render, not
  // before it: the API client holds every request until it answers (@murmur/core, client.ts),
  // so the login form is usable while the mock's code is still downloading.
  // `?reset-demo` in the address starts the mock from its seed again (see README, "Demo data").
  // On the login and signup pages nothing needs it before a form is sent: it loads once the
  // page is on screen, so its code is not on the first screen's critical path.
  const publicPage = remoteOfPath(window.location.pathname) === 'auth';
  let firstScreenShown = () => {};
  const shown = new Promise<void>((done) => (firstScreenShown = done));
  const loadMockApi =
    process.env.MURMUR_MOCK_API === 'true'
      ? () =>
          import('@murmur/mock-api').then((mockApi) =>
            resetDemoDataIfAsked(mockApi, () => {
              toast.success('The demo data is back to its seed.');
              // The other open tabs drop what they read and read the seed again.
              announceDataReset();
            }),
          )
      : undefined;
  startMockApiWith(loadMockApi && publicPage ? () => shown.then(loadMockApi) : loadMockApi).catch(
    (error: unknown) => {
      console.error('Murmur could not start its mock API.', error);
    },
  );
  await remotesRegistered;
  // A deploy leaves this page on the versions it started with; it offers a reload once the
  // pointers say another is live (README, "Releases").
  releaseOfThisPage().then(watchForNewRelease, () => {
    // remotes.json could not be read: the pages say so, and there is nothing to compare with.
  });
  const currentPage = startPreloading(store, window.location.pathname);
  void store.dispatch(restoreSession());
  // Other tabs' changes and sign-ins/outs show here without a reload (README, "Demo data").
  startCrossTabSync(store);
  // What other people do reaches the open page: the server's event stream, or the mock's events.
  startLiveEvents(store, { fromServer: process.env.MURMUR_MOCK_API !== 'true' });
  // What the page shows is read now, beside the session check and the page's code, not after
  // them (a stored session's token is good for it until the check says otherwise).
  if (store.getState().auth.status === 'restoring') {
    store.dispatch(prefetchRouteData(window.location.pathname));
  }
  // The current page's remote is usually moments away: the first render waits for it (up to a
  // limit), so the page shows in that render, with no loading state to replace (React shows
  // what a loading state waited for no sooner than 300 ms after the loading state appeared).
  await Promise.race([currentPage, new Promise((done) => setTimeout(done, FIRST_PAGE_WAIT_MS))]);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
  // The frame that draws it has passed.
  requestAnimationFrame(() => setTimeout(firstScreenShown, 0));
}

void start();
