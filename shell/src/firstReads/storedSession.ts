/**
 * The stored session's token, read before the federation is ready (the shell's entry and the
 * page's first script): no shared module, so the keys are the contract's, where @murmur/core
 * takes them from too.
 */
import { SESSION_STORAGE_KEYS } from '@murmur/contract';
import { localStorageOrNull } from '../lib/localStorageOrNull';

type Readable = Pick<Storage, 'getItem'>;

/** The stored session's token, as @murmur/core reads a session: a username and a token. */
export function storedSessionToken(storage: Readable | null = localStorageOrNull()): string | null {
  return storage?.getItem(SESSION_STORAGE_KEYS.username)
    ? storage.getItem(SESSION_STORAGE_KEYS.token)
    : null;
}
