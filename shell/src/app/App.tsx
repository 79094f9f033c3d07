import { StrictMode, useEffect, type ReactNode } from 'react';
import type { AppStore, RootState } from '@murmur/core';
import { AppProvider } from './provider';

interface AppProps {
  /** The router: the browser's (router.tsx), or the server's static one (server/drawRoutes.tsx). */
  router: ReactNode;
  store?: AppStore;
  serverState?: RootState;
  /** Called once the first render has been committed and its frame has passed. */
  onShown?: () => void;
}

function ShownMark({ onShown }: { onShown?: () => void }) {
  useEffect(() => {
    if (onShown) requestAnimationFrame(() => void setTimeout(onShown, 0));
  }, [onShown]);
  return null;
}

/**
 * The whole app, as the browser renders it and the server draws it: one tree for both, so that
 * what the server drew is exactly what the browser hydrates (React's ids included).
 */
export function App({ router, store, serverState, onShown }: AppProps) {
  return (
    <StrictMode>
      <AppProvider store={store} serverState={serverState}>
        {router}
      </AppProvider>
      <ShownMark onShown={onShown} />
    </StrictMode>
  );
}
