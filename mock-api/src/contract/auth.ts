/** Login and signup (spec §5): the only calls that hand out a token. */
import type { LoginResponse, SignupResponse } from '@murmur/core/src/types/api';
import type { Db, StoredUser } from './db';
import { HttpError, MOCK_MESSAGES, SPEC_MESSAGES, badRequest } from './errors';
import { newId } from './ids';
import { selfView } from './present';
import { timestampNow } from './time';
import { issueToken } from './token';
import { fieldsOf, trimmedString } from './validation';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** `GET /users/bookmark` is the bookmarks call, so a user of that name could never be looked up. */
const RESERVED_USERNAMES = ['bookmark'];

/** Usernames are unique regardless of case, so a case-insensitive match finds at most one user. */
export function findByLoginName(db: Db, username: string): StoredUser | undefined {
  return db.users.find((user) => sameName(user.username, username));
}

export async function login(db: Db, body: unknown): Promise<LoginResponse> {
  const fields = fieldsOf(body);
  const user = findByLoginName(db, trimmedString(fields.username));
  if (!user) throw new HttpError(404, SPEC_MESSAGES.unknownUser);
  if (fields.password !== user.password) throw new HttpError(401, SPEC_MESSAGES.wrongPassword);
  return { foundUser: selfView(db, user), encodedToken: await issueToken(user) };
}

export async function signup(db: Db, body: unknown): Promise<SignupResponse> {
  const fields = fieldsOf(body);
  const username = trimmedString(fields.username);
  const password = typeof fields.password === 'string' ? fields.password : '';
  if (!username) throw badRequest(MOCK_MESSAGES.emptyUsername);
  if (!password.trim()) throw badRequest(MOCK_MESSAGES.emptyPassword);
  if (
    findByLoginName(db, username) ||
    RESERVED_USERNAMES.some((name) => sameName(name, username))
  ) {
    throw new HttpError(422, SPEC_MESSAGES.usernameTaken);
  }

  const now = timestampNow();
  const user: StoredUser = {
    _id: newId(),
    username,
    password,
    firstName: trimmedString(fields.firstName),
    lastName: trimmedString(fields.lastName),
    email: trimmedString(fields.email),
    avatarURL: '',
    bio: '',
    website: '',
    followers: [],
    following: [],
    bookmarks: [],
    createdAt: now,
    updatedAt: now,
  };
  db.users.push(user);
  return { createdUser: selfView(db, user), encodedToken: await issueToken(user) };
}
