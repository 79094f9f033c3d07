/**
 * Starts following what other people do, for the page's lifetime: the API server's event stream
 * while someone is signed in (or, with the mock API, the mock's events and the other tabs'), and
 * the store's reactions to them (`liveSync.ts`). After a break in the stream the page catches up:
 * it reads its timelines' newest pages and the records it shows again.
 */
import { addListener } from '@reduxjs/toolkit';
import { restartedOnHotUpdate } from '../hot/hotUpdates';
import { onLiveEventFromOtherTab } from '../store/dataChanged';
import { refreshData } from '../store/refresh';
import type { AppDispatch, AppStore, RootState } from '../store/store';
import { publishLiveEvent } from './liveHub';
import { startLiveSync } from './liveSync';
import { connectServerEvents } from './serverEvents';

export interface LiveEventsOptions {
  /** Events come from the API server's stream (no mock API in the page). */
  fromServer: boolean;
}

const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/** The session the stream belongs to: a sign-in, a sign-out or another viewer changes it. */
const sessionChanged = (state: RootState, before: RootState) =>
  state.auth.isAuthenticated !== before.auth.isAuthenticated ||
  state.auth.encodedToken !== before.auth.encodedToken;

/** The server's stream, open while someone is signed in, and opened again for another viewer. */
function followServerStream(store: AppStore): () => void {
  let open: { token: string; close: () => void } | undefined;
  const follow = (state: RootState) => {
    const { isAuthenticated, encodedToken } = state.auth;
    if (open && (!isAuthenticated || open.token !== encodedToken)) {
      open.close();
      open = undefined;
    }
    if (isAuthenticated && !open) {
      const close = connectServerEvents({
        token: () => store.getState().auth.encodedToken,
        onEvent: publishLiveEvent,
        onReopen: () => void store.dispatch(refreshData()),
      });
      open = { token: encodedToken, close };
    }
  };
  const unsubscribe = store.dispatch(
    addAppListener({
      predicate: (_action, state, before) => sessionChanged(state, before),
      effect: (_action, api) => follow(api.getState()),
    }),
  );
  follow(store.getState());
  return () => {
    unsubscribe();
    open?.close();
  };
}

function start(store: AppStore, { fromServer }: LiveEventsOptions): () => void {
  const stops = [
    startLiveSync(store),
    fromServer ? followServerStream(store) : onLiveEventFromOtherTab(publishLiveEvent),
  ];
  return () => stops.forEach((stop) => stop());
}

const startFollowing = restartedOnHotUpdate(module.hot, 'liveEvents', start);

/** Starts the live events; returns the way to stop (a hot update restarts them with new code). */
export function startLiveEvents(store: AppStore, options: LiveEventsOptions): () => void {
  return startFollowing(store, options);
}
