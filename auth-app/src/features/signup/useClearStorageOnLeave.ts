import { useEffect } from 'react';
import { useStore } from 'react-redux';
import {
  STORAGE_KEYS,
  selectAuthStatus,
  selectAuthToken,
  selectCurrentUser,
  type AppStore,
  type RootState,
} from '@murmur/core';

const useAppStore = useStore.withTypes<AppStore>();

interface Session {
  username: string;
  token: string;
}

/** The session that must outlive the clear: the signed-in one, or a stored one still being checked. */
function sessionToKeep(state: RootState): Session | null {
  const token = selectAuthToken(state);
  const username = selectCurrentUser(state)?.username;
  if (token && username) return { username, token };
  if (selectAuthStatus(state) !== 'restoring') return null;
  const storedUser = localStorage.getItem(STORAGE_KEYS.username);
  const storedToken = localStorage.getItem(STORAGE_KEYS.token);
  return storedUser && storedToken ? { username: storedUser, token: storedToken } : null;
}

/**
 * Spec §4: leaving the sign-up page clears all local storage. The session a successful sign-up
 * just saved lives in that same storage, and wiping it would sign the new user out on their next
 * reload, so it is written back from the store. The store is read when the page leaves, not when it
 * rendered: the sign-up navigates away in the same breath as it signs in, so a value captured at
 * render time could still be the signed-out one. A stored session still being restored is kept
 * too (StrictMode runs this cleanup once on mount, before any restore has finished).
 */
export function useClearStorageOnLeave(): void {
  const store = useAppStore();

  useEffect(
    () => () => {
      try {
        const keep = sessionToKeep(store.getState());
        localStorage.clear();
        if (keep) {
          localStorage.setItem(STORAGE_KEYS.username, keep.username);
          localStorage.setItem(STORAGE_KEYS.token, keep.token);
        }
      } catch {
        // Storage disabled (private mode, sandboxed frame): there is nothing to clear.
      }
    },
    [store],
  );
}
