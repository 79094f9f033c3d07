/** Login and signup in v1 (spec §5): the user's self view and a token. */
import type { LoginResponse, SignupResponse } from '@murmur/contract';
import type { Db } from '@murmur/contract';
import { checkLogin, registerUser } from '../shared/accounts';
import { issueToken } from '../shared/token';
import { selfView } from './views';

export async function login(db: Db, body: unknown): Promise<LoginResponse> {
  const user = checkLogin(db, body);
  return { foundUser: selfView(db, user), encodedToken: await issueToken(user) };
}

export async function signup(db: Db, body: unknown): Promise<SignupResponse> {
  const user = registerUser(db, body);
  return { createdUser: selfView(db, user), encodedToken: await issueToken(user) };
}
