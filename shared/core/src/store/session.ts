/**
 * The session kept in local storage (spec §3 keys), so a reload signs the user back in, and the
 * cookie that says so to whatever serves the page (@murmur/contract, signed-in-cookie.ts).
 */
import { SIGNED_IN_COOKIE, SIGNED_IN_COOKIE_MAX_AGE_S } from '@murmur/contract';
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

/** Sets (for the token's life) or clears the signed-in cookie; no cookie outside a page. */
function setSignedInCookie(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = signedIn ? SIGNED_IN_COOKIE_MAX_AGE_S : 0;
  document.cookie = `${SIGNED_IN_COOKIE}=${signedIn ? '1' : ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function saveSession({ username, token }: StoredSession): void {
  storage()?.setItem(STORAGE_KEYS.username, username);
  storage()?.setItem(STORAGE_KEYS.token, token);
  setSignedInCookie(true);
}

/** A stored session the server accepted again: its cookie lives on (a reload's check). */
export function confirmSession(): void {
  setSignedInCookie(true);
}

export function clearSession(): void {
  storage()?.removeItem(STORAGE_KEYS.username);
  storage()?.removeItem(STORAGE_KEYS.token);
  setSignedInCookie(false);
}
