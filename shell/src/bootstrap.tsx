import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from 'react-hot-toast';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { prefetchPublicData, restoreSession, startMockApiWith, store } from '@murmur/core';
import { resetDemoDataIfAsked } from './app/demoData';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { remoteLoadErrorsPlugin } from './app/remotes/remoteLoadErrorsPlugin';
import { afterRemotePageShown, remoteOfPath, startPreloading } from './app/remotes/preloadRemotes';
import { ensureRemotesRegistered } from './app/remotes/remotesConfig';
import './app/document.global.scss';

async function start() {
  // A remote that fails to load is reported by its page, naming the app and what went wrong.
  registerPlugins([remoteLoadErrorsPlugin()]);
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
  // On the login and signup pages nothing needs it before a form is sent: it loads once the page
  // is on screen, so its code is not on the first screen's critical path.
  const startMock = () =>
    startMockApiWith(
      process.env.MURMUR_MOCK_API === 'true'
        ? () =>
            import('@murmur/mock-api').then((mockApi) =>
              resetDemoDataIfAsked(mockApi, () =>
                toast.success('The demo data is back to its seed.'),
              ),
            )
        : undefined,
    ).catch((error: unknown) => {
      console.error('Murmur could not start its mock API.', error);
    });
  const current = remoteOfPath(window.location.pathname);
  if (current === 'auth') void afterRemotePageShown(current).then(startMock);
  else void startMock();
  await remotesRegistered;
  startPreloading(store, window.location.pathname);
  void store.dispatch(restoreSession());
  // Posts and users need no token: read them now, beside the session check, not after it.
  void store.dispatch(prefetchPublicData());

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
