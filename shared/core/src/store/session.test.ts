import { hasSignedInCookie } from '@murmur/contract';
import { clearSession, readSession, saveSession } from './session';

afterEach(() => clearSession());

test('a stored session sets the signed-in cookie for the whole site, and its end clears it', () => {
  expect(hasSignedInCookie(document.cookie)).toBe(false);

  saveSession({ username: 'guest', token: 'a-token' });
  expect(readSession()).toEqual({ username: 'guest', token: 'a-token' });
  expect(hasSignedInCookie(document.cookie)).toBe(true);
  // The cookie says someone is signed in, never who or with what.
  expect(document.cookie).not.toContain('a-token');
  expect(document.cookie).not.toContain('guest');

  clearSession();
  expect(readSession()).toBeNull();
  expect(hasSignedInCookie(document.cookie)).toBe(false);
});
