/** Side effects that follow the auth events (and a refused like), wired once per store. */
import {
  createListenerMiddleware,
  isAnyOf,
  type ListenerMiddlewareInstance,
} from '@reduxjs/toolkit';
import { login, restoreSession, signup } from './authSlice';
import { dislikePost, fetchPost, likePost } from './postsSlice';
import { prefetchPublicData, startupLoads } from './startup';
import type { AppDispatch, RootState } from './store';

export type SessionListeners = ListenerMiddlewareInstance;

export function createSessionListeners(): SessionListeners {
  return addSessionListeners(createListenerMiddleware());
}

/** Adds the session's listeners to `listeners` (again, after a hot update cleared them). */
export function addSessionListeners(listeners: SessionListeners): SessionListeners {
  const startListening = listeners.startListening.withTypes<RootState, AppDispatch>();

  startListening({
    matcher: isAnyOf(login.fulfilled, signup.fulfilled),
    effect: async (_, api) => {
      await api.dispatch(startupLoads());
    },
  });

  // A restored session brings its bookmarks with it; the public lists still need loading.
  startListening({
    actionCreator: restoreSession.fulfilled,
    effect: async (action, api) => {
      if (!action.payload) return;
      await api.dispatch(prefetchPublicData());
    },
  });

  // A like the server refuses ("already liked") was made on a stale card, typically because
  // another tab liked it first: the card goes back to how it was, then to how the server has it.
  for (const toggle of [likePost, dislikePost]) {
    startListening({
      actionCreator: toggle.rejected,
      effect: async (action, api) => {
        if (action.payload?.status !== 400) return;
        await api.dispatch(fetchPost(action.meta.arg));
      },
    });
  }

  return listeners;
}
