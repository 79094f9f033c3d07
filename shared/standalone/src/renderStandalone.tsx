import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { inPageApiHooks, restoreSession, startCrossTabSync, startLiveEvents } from '@murmur/core';
import { store } from '@murmur/core';
import { startMockApiWith, type MockApiModule } from '@murmur/mock-api/browser';
import { StandaloneApp, type StandalonePage } from './StandaloneApp';

export interface RenderStandaloneOptions {
  /** The workspace name shown in the frame, e.g. `feed-app`. */
  appName: string;
  pages: readonly StandalonePage[];
  /** `() => import('@murmur/mock-api')` when the build includes the mock API. */
  loadMockApi: (() => Promise<MockApiModule>) | undefined;
}

/** Boots a remote on its own port: mock API, stored session, then its pages in the frame. */
export async function renderStandalone({ appName, pages, loadMockApi }: RenderStandaloneOptions) {
  await startMockApiWith(loadMockApi, inPageApiHooks);
  void store.dispatch(restoreSession());
  startCrossTabSync(store);
  startLiveEvents(store, { fromServer: !loadMockApi });

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp appName={appName} pages={pages} store={store} />
    </StrictMode>,
  );
}
