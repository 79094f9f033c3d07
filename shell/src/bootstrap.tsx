import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toast } from 'react-hot-toast';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import {
  prefetchPublicData,
  restoreSession,
  startCrossTabSync,
  startMockApiWith,
  store,
} from '@murmur/core';
import { resetDemoDataIfAsked } from './app/demoData';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { compatibilityGatePlugin } from './app/remotes/compatibility/compatibilityGatePlugin';
import { remoteLoadErrorsPlugin } from './app/remotes/remoteLoadErrorsPlugin';
import { startPreloading } from './app/remotes/preloadRemotes';
import { ensureRemotesRegistered } from './app/remotes/remotesConfig';
import './app/document.global.scss';

async function start() {
  // A remote that fails to load is reported by its page, naming the app and what went wrong.
  // A remote built for a newer shell is refused before any of its code runs.
  registerPlugins([remoteLoadErrorsPlugin(), compatibilityGatePlugin()]);
  // Where the remotes live, and the current page's remote, download while the mock API starts.
  // A failure here is not fatal: each remote page shows it and retries on "Try again".
  const remotesRegistered = ensureRemotesRegistered().catch((error: unknown) => {
    console.error('Murmur could not read remotes.json.', error);
  });
  startPreloading(store, window.location.pathname);
  // `process.env.MURMUR_MOCK_API` is replaced at build time: with the mock off, the import
  // below is dead code and Mirage is in no bundle.
  // `?reset-demo` in the address starts the mock from its seed again (see README, "Demo data").
  await startMockApiWith(
    process.env.MURMUR_MOCK_API === 'true'
      ? () =>
          import('@murmur/mock-api').then((mockApi) =>
            resetDemoDataIfAsked(mockApi, () =>
              toast.success('The demo data is back to its seed.'),
            ),
          )
      : undefined,
  );
  await remotesRegistered;
  void store.dispatch(restoreSession());
  // Other tabs' changes and sign-ins/outs show here without a reload (README, "Demo data").
  startCrossTabSync(store);
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
