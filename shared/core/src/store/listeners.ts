/** Side effects that follow the auth events, wired once per store. */
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { login, restoreSession, signup } from './authSlice';
import { prefetchPublicData, startupLoads } from './startup';
import type { AppDispatch, RootState } from './store';

export function createSessionListeners() {
  const listeners = createListenerMiddleware();
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

  return listeners;
}
