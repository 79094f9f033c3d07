/**
 * Sessions in `/api/v2`: the contract's login and signup rules, answering the own profile, a token
 * and the first page of the home feed a sign-in leads to.
 */
import type { SessionAnswer } from '@murmur/core/src/types/v2';
import type { Db } from '@murmur/contract';
import { checkLogin, registerUser } from '../auth';
import { issueToken } from '../token';
import { homeTimeline } from './timelines';
import { ownProfileOf } from './views';

export async function loginV2(db: Db, body: unknown): Promise<SessionAnswer> {
  const user = checkLogin(db, body);
  return {
    user: ownProfileOf(user),
    token: await issueToken(user),
    home: homeTimeline(db, user, {}),
  };
}

export async function signupV2(db: Db, body: unknown): Promise<SessionAnswer> {
  const user = registerUser(db, body);
  return {
    user: ownProfileOf(user),
    token: await issueToken(user),
    home: homeTimeline(db, user, {}),
  };
}
