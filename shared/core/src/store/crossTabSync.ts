/**
 * Keeps this tab in step with the others of the origin (spec §3 keeps the session in local
 * storage, and the mock API keeps its data in IndexedDB, both shared by every tab):
 * - a change announced by another tab is read again at once while this tab is visible, and
 *   when it becomes visible otherwise;
 * - signing out in one tab signs out the others; signing in (as anyone) is picked up too.
 * The session part needs no mock: it works against a real backend as well.
 */
import { addListener, createAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '../config/storage';
import { restartedOnHotUpdate } from '../hot/hotUpdates';
import { restoreSession, userLoggedOut } from './authSlice';
import { onDataChanged, onDataReset } from './dataChanged';
import { dataReplaced } from './sessionEvents';
import { refreshData } from './refresh';
import { readSession } from './session';
import type { AppDispatch, AppStore, RootState } from './store';

/** Storage events of one sign-in or sign-out (two keys, or a clear and a rewrite) come as a burst. */
const SESSION_SETTLE_MS = 50;

/** Another tab changed the stored session (signed in, out, or as someone else). */
const storedSessionChanged = createAction('session/storedSessionChanged');

const addAppListener = addListener.withTypes<RootState, AppDispatch>();

function startSync(store: AppStore, win: Window): () => void {
  const isVisible = () => win.document.visibilityState === 'visible';

  let refreshing = false;
  let again = false;
  /** One refresh at a time; changes announced meanwhile are read by one more after it. */
  const refresh = () => {
    if (refreshing) {
      again = true;
      return;
    }
    refreshing = true;
    void store.dispatch(refreshData()).finally(() => {
      refreshing = false;
      if (again) {
        again = false;
        refresh();
      }
    });
  };

  // The session is followed once its burst of storage events has settled.
  const stopFollowingSession = store.dispatch(
    addAppListener({
      actionCreator: storedSessionChanged,
      effect: async (_action, api) => {
        api.cancelActiveListeners();
        await api.delay(SESSION_SETTLE_MS);
        const stored = readSession();
        const { isAuthenticated, encodedToken } = api.getState().auth;
        if (!stored) {
          if (isAuthenticated) api.dispatch(userLoggedOut());
        } else if (stored.token !== encodedToken) {
          void api.dispatch(restoreSession());
        }
      },
    }),
  );

  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage (the sign-up page does).
    if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
    store.dispatch(storedSessionChanged());
  };
  const onVisibility = () => {
    if (isVisible()) refresh();
  };
  // A reset replaced everything: what this tab read goes, and its pages read it all again.
  const stopFollowingResets = onDataReset(() => {
    store.dispatch(dataReplaced());
    refresh();
  });
  const stopListening = onDataChanged(() => {
    if (isVisible()) refresh();
  });

  win.addEventListener('storage', onStorage);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopListening();
    stopFollowingResets();
    stopFollowingSession({ cancelActive: true });
    win.removeEventListener('storage', onStorage);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}

const startFollowingTabs = restartedOnHotUpdate(module.hot, 'crossTabSync', startSync);

/**
 * Starts following the other tabs; returns the way to stop. In development, a hot update of this
 * module (or of what it dispatches) restarts a running sync with the new code.
 */
export function startCrossTabSync(store: AppStore, win: Window = window): () => void {
  return startFollowingTabs(store, win);
}
