/** The session kept in local storage (spec §3 keys), so a reload signs the user back in. */
import { STORAGE_KEYS } from '../config/storage';

export interface StoredSession {
  username: string;
  token: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame): run without persistence
  }
}

export function readSession(): StoredSession | null {
  const username = storage()?.getItem(STORAGE_KEYS.username);
  const token = storage()?.getItem(STORAGE_KEYS.token);
  return username && token ? { username, token } : null;
}

export function saveSession({ username, token }: StoredSession): void {
  storage()?.setItem(STORAGE_KEYS.username, username);
  storage()?.setItem(STORAGE_KEYS.token, token);
}

export function clearSession(): void {
  storage()?.removeItem(STORAGE_KEYS.username);
  storage()?.removeItem(STORAGE_KEYS.token);
}
