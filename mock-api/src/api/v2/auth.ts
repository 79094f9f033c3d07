/**
 * Sessions in v2: the login and signup rules both APIs share, answering the own profile, a token
 * and the first page of the home feed a sign-in leads to.
 */
import type { SessionAnswer, SignedOutAnswer } from '@murmur/contract';
import type { Db, StoredUser } from '@murmur/contract';
import { checkLogin, registerUser } from '../shared/accounts';
import { authenticateSession } from '../shared/guards';
import { endEverySessionOf, endSession, issueToken } from '../shared/token';
import { homeTimeline } from './timelines';
import { ownProfileOf } from './views';

/** What a sign-in answers: the own profile, a token, and the home feed's first page. */
async function sessionOf(db: Db, user: StoredUser): Promise<SessionAnswer> {
  return {
    user: ownProfileOf(user),
    token: await issueToken(user),
    home: homeTimeline(db, user, {}),
  };
}

export async function login(db: Db, body: unknown): Promise<SessionAnswer> {
  return sessionOf(db, checkLogin(db, body));
}

export async function signup(db: Db, body: unknown): Promise<SessionAnswer> {
  return sessionOf(db, registerUser(db, body));
}

/** Ends the session the token names: the token is refused from now on (by both APIs). */
export async function logout(db: Db, authorization: string | undefined): Promise<SignedOutAnswer> {
  endSession((await authenticateSession(db, authorization)).sid);
  return { signedOut: true };
}

/** Ends every session of the token's user, this one included. */
export async function logoutEverywhere(
  db: Db,
  authorization: string | undefined,
): Promise<SignedOutAnswer> {
  endEverySessionOf((await authenticateSession(db, authorization)).user._id);
  return { signedOut: true };
}
