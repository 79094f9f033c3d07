/**
 * The stored session's token, read before the federation is ready (the shell's entry and the
 * page's first script): no shared module, so @murmur/core's keys are restated here, and its test
 * holds them equal to `STORAGE_KEYS`.
 */
import { localStorageOrNull } from '../lib/localStorageOrNull';

export const SESSION_TOKEN_KEY = 'encodedToken';
export const SESSION_USERNAME_KEY = 'username';

type Readable = Pick<Storage, 'getItem'>;

/** The stored session's token, as @murmur/core reads a session: a username and a token. */
export function storedSessionToken(storage: Readable | null = localStorageOrNull()): string | null {
  return storage?.getItem(SESSION_USERNAME_KEY) ? storage.getItem(SESSION_TOKEN_KEY) : null;
}
