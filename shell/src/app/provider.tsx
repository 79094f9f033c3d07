import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppToaster } from '@murmur/ui';
import { store } from '@murmur/core';

/** What every page of the shell sits in: the one store and the one toast container. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <AppToaster />
    </Provider>
  );
}
