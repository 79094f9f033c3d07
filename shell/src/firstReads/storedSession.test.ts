import { STORAGE_KEYS } from '@murmur/core';
import { SESSION_TOKEN_KEY, SESSION_USERNAME_KEY, storedSessionToken } from './storedSession';

const storageWith = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

it('reads the session under the keys core keeps it in', () => {
  expect(SESSION_TOKEN_KEY).toBe(STORAGE_KEYS.token);
  expect(SESSION_USERNAME_KEY).toBe(STORAGE_KEYS.username);
});

it('answers a token only with the username core stores beside it', () => {
  expect(storedSessionToken(storageWith({ encodedToken: 't', username: 'guest' }))).toBe('t');
  expect(storedSessionToken(storageWith({ encodedToken: 't' }))).toBeNull();
  expect(storedSessionToken(null)).toBeNull();
});
