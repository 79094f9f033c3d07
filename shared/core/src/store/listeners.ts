/** Side effects that follow the session's events, wired once per store. */
import {
  createListenerMiddleware,
  isAnyOf,
  type ListenerMiddlewareInstance,
} from '@reduxjs/toolkit';
import { murmurApi } from '../api/murmurApi';
import { peopleApi } from '../api/v2/people';
import { prefetchRouteData } from '../api/v2/routeData';
import { timelinesApi } from '../api/v2/timelines';
import { postsReceived } from './entities/postsSlice';
import { paths } from '../config/paths';
import { sessionApi } from '../api/v2/session';
import { restoreSession } from './authSlice';
import { clearSession } from './session';
import { dataReplaced, userLoggedOut, viewerChanged } from './sessionEvents';
import type { AppDispatch, RootState } from './store';

export type SessionListeners = ListenerMiddlewareInstance;

/** A store's listener middleware, with the session's listeners in it. */
export function createSessionListeners(): SessionListeners {
  const listeners = createListenerMiddleware();
  addSessionListeners(listeners);
  return listeners;
}

/**
 * Adds the session's listeners to `listeners`; returns the way to remove them again (a hot
 * update replaces them with its own, leaving those that other modules added meanwhile).
 */
export function addSessionListeners(listeners: SessionListeners): () => void {
  const startListening = listeners.startListening.withTypes<RootState, AppDispatch>();
  const { login, signup } = sessionApi.endpoints;
  const signedIn = isAnyOf(login.matchFulfilled, signup.matchFulfilled);

  // Lists read for one viewer carry their flags (liked by me, followed by me): another viewer
  // (a sign-in in another tab) starts from nothing. The viewer restored at start-up is the one
  // whose stored token the first reads already used, so nothing is dropped then.
  const stops: (() => void)[] = [];
  stops.push(
    startListening({
      matcher: isAnyOf(signedIn, restoreSession.fulfilled),
      effect: (_, api) => {
        const before = api.getOriginalState().auth.username;
        const now = api.getState().auth.username;
        if (before && now && before.toLowerCase() !== now.toLowerCase()) {
          api.dispatch(viewerChanged());
        }
      },
    }),
  );

  // A sign-in leads to the home feed: its answer brought the feed's first page, which goes to
  // the cache now, beside the navigation and the feed's code; the rest is asked for now too.
  stops.push(
    startListening({
      matcher: signedIn,
      effect: ({ payload: { home } }, api) => {
        if (!home) {
          api.dispatch(prefetchRouteData(paths.home));
          return;
        }
        api.dispatch(postsReceived(home.items));
        const page = { ids: home.items.map((post) => post.id), nextCursor: home.nextCursor };
        // One synchronous action (upsertQueryData would land a task later): the home page the
        // sign-in navigates to draws its posts in its first render.
        api.dispatch(
          timelinesApi.util.upsertQueryEntries([
            {
              endpointName: 'homeTimeline',
              arg: undefined,
              value: { pages: [page], pageParams: [null] },
            },
          ]),
        );
        void api.dispatch(
          peopleApi.endpoints.suggestions.initiate(undefined, { subscribe: false }),
        );
      },
    }),
  );

  // Signed out here or elsewhere: this tab's stored session goes too.
  stops.push(
    startListening({
      actionCreator: userLoggedOut,
      effect: () => clearSession(),
    }),
  );

  stops.push(
    startListening({
      matcher: isAnyOf(userLoggedOut, viewerChanged, dataReplaced),
      effect: (_, api) => {
        api.dispatch(murmurApi.util.resetApiState());
      },
    }),
  );

  return () => stops.forEach((stop) => stop());
}
