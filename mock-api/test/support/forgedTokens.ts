/** Tokens an attacker could bring: a real one with its claims rewritten, or one signed elsewhere. */
import { SignJWT } from 'jose';
import { tokenOf } from './mock-api';

export const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A person each API's token tests sign up and then reset away, to hold a token of no one. */
export const SHORT_LIVED = {
  username: 'short-lived',
  password: 'open sesame',
  firstName: 'Short',
  lastName: 'Lived',
};

/** The guest's real token with the payload rewritten to claim Maya; the signature no longer fits. */
export async function tamperedToken(): Promise<string> {
  const [header, , signature] = (await tokenOf('guest')).split('.');
  const payload = base64url(JSON.stringify({ _id: 'user-maya', username: 'maya.solberg' }));
  return `${header}.${payload}.${signature}`;
}

/** The guest's claims, well formed, signed with a key that is not the mock's. */
export function foreignToken(): Promise<string> {
  return new SignJWT({ _id: 'user-guest', username: 'guest' })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('somebody else’s secret'));
}
