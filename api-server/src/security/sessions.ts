/**
 * Logging in and signing up, for both APIs (they differ only in the answer's shape): the checks
 * and the §8 refusals of spec §5, and the one write a sign-up makes.
 */
import { HttpError, SPEC_MESSAGES, readLogin, readSignup } from '@murmur/contract';
import type { Db } from '../db/database';
import { createUser, findForLogin, type Me } from '../repositories/users/writes';
import { hashForTiming, hashPassword, passwordMatches } from './passwords';

/** The user whose username and password the body holds; 404 unknown user, 401 wrong password. */
export async function logIn(db: Db, body: unknown): Promise<Me> {
  const { username, password } = readLogin(body);
  const found = username ? await findForLogin(db, username) : undefined;
  if (!found) {
    // As long as a wrong password takes: timing does not tell which usernames exist.
    await passwordMatches(await hashForTiming(), password);
    throw new HttpError(404, SPEC_MESSAGES.unknownUser);
  }
  if (!(await passwordMatches(found.password_hash, password))) {
    throw new HttpError(401, SPEC_MESSAGES.wrongPassword);
  }
  return { id: found.id, username: found.username };
}

/** A new account from the body; 422 when the username is taken (regardless of case). */
export async function signUp(db: Db, body: unknown): Promise<Me> {
  const input = readSignup(body);
  return createUser(db, input, await hashPassword(input.password));
}
