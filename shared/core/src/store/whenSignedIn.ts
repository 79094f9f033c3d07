/** Work that waits for someone to be signed in, through the store's listener middleware. */
import { addListener } from '@reduxjs/toolkit';
import { selectIsAuthenticated } from './authSlice';
import type { AppDispatch, AppStore, RootState } from './store';

const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/**
 * Runs `run` once: now if someone is signed in, otherwise at the first sign-in. Returns the way
 * to stop waiting.
 */
export function whenSignedIn(store: AppStore, run: () => void): () => void {
  if (selectIsAuthenticated(store.getState())) {
    run();
    return () => {};
  }
  return store.dispatch(
    addAppListener({
      predicate: (_action, state) => selectIsAuthenticated(state),
      effect: (_action, api) => {
        api.unsubscribe();
        run();
      },
    }),
  );
}
