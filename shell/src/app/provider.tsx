import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppToaster } from '@murmur/ui';
import { store as pageStore, type AppStore, type RootState } from '@murmur/core';

interface AppProviderProps {
  children: ReactNode;
  /** The page's store; the server draws each route from a store of its own. */
  store?: AppStore;
  /**
   * The state a server-drawn page was drawn from: while React hydrates that HTML, every
   * selector reads this one, so the hydrating render draws what the server drew; then the
   * page's own state takes over (react-redux's `serverState`).
   */
  serverState?: RootState;
}

/** What every page of the shell sits in: the one store and the one toast container. */
export function AppProvider({ children, store = pageStore, serverState }: AppProviderProps) {
  return (
    <Provider store={store} serverState={serverState}>
      {children}
      <AppToaster />
    </Provider>
  );
}
